import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart, pdf, png } from '../files/testing/uploads.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys docs/template-context.md documents for `coverPage`. */
function documentedKeys(): string[] {
  const start = DOC.indexOf('<!-- keys:coverPage -->');
  const table = DOC.slice(start, DOC.indexOf('<!-- /keys -->', start));
  return [...table.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1] ?? '');
}

const SLIDE = {
  title: 'Spring kiln opening',
  description: 'Saturday 12 April.\nTea on the porch.',
  buttons: [
    { label: 'Visit the shop', url: '/shop' },
    { label: 'Write to us', url: 'mailto:hello@clay.example' },
  ],
};

eachDialect('splash pages (page type 3) and their cover-page slide', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let auth: SignedIn;
  let call: OwnerCall;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-splash-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
    auth = await signIn(app, site);
    call = ownerApi(app, auth);
    // The site's first page is its home page; the splash page is another page here.
    await call('POST', '/api/admin/collections', { type: 10, title: 'Home' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (as: SignedIn, value: Buffer, filename: string, contentType: string) => {
    const { payload, contentType: type } = multipart([{ name: 'file', value, filename, contentType }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...as.headers, 'content-type': type },
    });
    return (response.json() as { id: string }).id;
  };
  const visit = (path: string, host = site.host) => app.inject({ url: path, headers: { host } });

  it('creates a page with its slide in one step, once per idempotency key', async () => {
    const image = await upload(auth, await png(1600, 900), 'kiln.png', 'image/png');
    const body = {
      urlId: 'spring',
      coverPage: { ...SLIDE, backgroundImageFileId: image, backgroundAltText: 'The kiln, open' },
    };
    const key = { 'idempotency-key': 'splash-spring-1' };
    const created = await call('POST', '/api/admin/cover-pages', body, key);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      page: { type: 10, urlId: 'spring', title: 'Spring kiln opening', fullUrl: '/spring' },
      coverPage: {
        ...SLIDE,
        backgroundImageFileId: image,
        backgroundAltText: 'The kiln, open',
        backgroundImageUrl: expect.stringContaining('/kiln.png'),
      },
    });
    const again = await call('POST', '/api/admin/cover-pages', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().page.id).toBe(created.json().page.id);
    const pages = (await call('GET', '/api/admin/collections?type=10')).json().collections;
    expect(pages.filter((p: { urlId: string }) => p.urlId.startsWith('spring'))).toHaveLength(1);
    const read = await call('GET', `/api/admin/pages/${created.json().page.id}/cover-page`);
    expect(read.json()).toEqual(created.json());
  });

  it('renders the slide full-screen with no header, navigation or footer, and its JSON context', async () => {
    const json = (await visit('/spring?format=json')).json();
    expect(json).toMatchObject({
      pageType: 3,
      pageTypeName: 'SPLASH',
      coverPage: {
        slideType: 'cover-page',
        layout: 'center',
        title: 'Spring kiln opening',
        description: 'Saturday 12 April.\nTea on the porch.',
        backgroundImage: { altText: 'The kiln, open', width: 1600, height: 900 },
        buttons: [
          { label: 'Visit the shop', url: '/shop', primary: true },
          { label: 'Write to us', url: 'mailto:hello@clay.example', primary: false },
        ],
      },
    });
    expect(Object.keys(json.coverPage).sort()).toEqual(documentedKeys().sort());
    const page = await visit('/spring');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<h1 id="cover-page-title" class="cover-page__title">Spring kiln opening</h1>',
    );
    // The background is the LCP element: fetched first, its size known before it loads (no
    // layout shift), in the stored variants the browser picks from for the screen's width.
    const img = /<img [^>]*class="cover-page__image"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(img).toContain('width="1600" height="900" alt="The kiln, open"');
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('loading="eager" fetchpriority="high"');
    expect(img).toMatch(/srcset="[^"]*\/kiln\.png\?format=\d+w \d+w, /);
    expect(img).toContain('style="object-position: 50% 50%"');
    expect(page.body).toContain('<a class="button button--large" href="/shop">Visit the shop</a>');
    expect(page.body).not.toContain('<header');
    expect(page.body).not.toContain('<nav');
    expect(page.body).not.toContain('<footer');
    // No island: the page loads only the visitor script every page has.
    expect(page.body).not.toContain('modulepreload');
  });

  it('replaces the slide, escapes what the owner wrote, and turns back into a plain page', async () => {
    const plain = (await call('POST', '/api/admin/collections', { type: 10, title: 'Hello' })).json();
    const put = await call('PUT', `/api/admin/pages/${plain.id}/cover-page`, {
      title: '<b>Open</b> & "ready"',
      buttons: [{ label: 'Go <now>', url: '/shop?a=1&b="2"' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().coverPage).toMatchObject({ description: '', backgroundImageFileId: null });
    const page = await visit('/hello');
    expect(page.body).toContain('&lt;b&gt;Open&lt;/b&gt; &amp; "ready"');
    expect(page.body).toContain('href="/shop?a=1&amp;b=&quot;2&quot;">Go &lt;now&gt;</a>');
    expect(page.body).not.toContain('<b>Open</b>');
    expect((await call('DELETE', `/api/admin/pages/${plain.id}/cover-page`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/pages/${plain.id}/cover-page`)).statusCode).toBe(204);
    expect((await visit('/hello?format=json')).json()).toMatchObject({ pageType: 2 });
    expect((await visit('/hello')).body).toContain('<header');
    expect((await call('GET', `/api/admin/pages/${plain.id}/cover-page`)).statusCode).toBe(404);
  });

  it('keeps a layout, and refuses a save made from an older version with 409 and the page as it is now', async () => {
    const plain = (await call('POST', '/api/admin/collections', { type: 10, title: 'Versions' })).json();
    const path = `/api/admin/pages/${plain.id}/cover-page`;
    expect((await visit('/versions')).body).toContain('<header');
    const first = await call('PUT', path, { title: 'First', layout: 'left', version: plain.updatedAt });
    expect(first.statusCode).toBe(200);
    expect(first.json().coverPage.layout).toBe('left');
    const version = first.json().page.updatedAt as number;
    expect(version).toBeGreaterThan(plain.updatedAt);
    expect((await visit('/versions')).body).toContain('class="cover-page cover-page--left"');
    // Another owner saves from the same read first; the second save from that read is refused.
    const theirs = await call('PUT', path, { title: 'Theirs', layout: 'bottom', version });
    expect(theirs.statusCode).toBe(200);
    const mine = await call('PUT', path, { title: 'Mine', version });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: {
        coverPage: { title: 'Theirs', layout: 'bottom' },
        page: { updatedAt: theirs.json().page.updatedAt },
      },
    });
    expect((await call('GET', path)).json().coverPage.title).toBe('Theirs');
    // The same save twice from the latest version: the first goes through, the retry is refused.
    const latest = theirs.json().page.updatedAt as number;
    expect((await call('PUT', path, { title: 'Mine', version: latest })).statusCode).toBe(200);
    expect((await call('PUT', path, { title: 'Mine', version: latest })).statusCode).toBe(409);
    expect((await call('PUT', path, { title: 'x', layout: 'diagonal' })).json().errors).toHaveProperty(
      'layout',
    );
  });

  it('refuses unsafe links, other files and unknown fields with 400', async () => {
    const page = (await call('POST', '/api/admin/collections', { type: 10, title: 'Refusals' })).json();
    const put = (body: object) => call('PUT', `/api/admin/pages/${page.id}/cover-page`, body);
    const script = await put({ title: 'x', buttons: [{ label: 'Hi', url: 'javascript:alert(1)' }] });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toEqual({
      'buttons.0.url': 'Links must start with /, https://, http:// or mailto:',
    });
    expect((await put({ title: 'x', buttons: [{ label: 'Hi', url: '//evil.example' }] })).statusCode).toBe(
      400,
    );
    expect((await put({ title: '' })).statusCode).toBe(400);
    expect((await put({ title: 'x', colour: 'red' })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 4 }, (_, i) => ({ label: `B${i}`, url: '/' }));
    expect((await put({ title: 'x', buttons: tooMany })).statusCode).toBe(400);
    const document = await upload(auth, pdf(), 'menu.pdf', 'application/pdf');
    const notImage = await put({ title: 'x', backgroundImageFileId: document });
    expect(notImage.json().errors).toEqual({ backgroundImageFileId: 'Choose an image from your files' });
    const otherAuth = await signIn(app, other);
    const theirs = await upload(otherAuth, await png(10, 10), 'theirs.png', 'image/png');
    const foreign = await put({ title: 'x', backgroundImageFileId: theirs });
    expect(foreign.json().errors).toEqual({ backgroundImageFileId: 'Choose an image from your files' });
  });

  it('keeps one website’s pages from another, and asks for the content permission', async () => {
    const mine = (await call('GET', '/api/admin/collections?type=10')).json().collections;
    const spring = mine.find((p: { urlId: string }) => p.urlId === 'spring');
    const theirs = ownerApi(app, await signIn(app, other));
    expect((await theirs('GET', `/api/admin/pages/${spring.id}/cover-page`)).statusCode).toBe(404);
    expect((await theirs('PUT', `/api/admin/pages/${spring.id}/cover-page`, SLIDE)).statusCode).toBe(404);
    expect((await visit('/spring', other.host)).statusCode).toBe(404);
    const commenter = await seedSite(getDb().db, 7);
    const asCommenter = ownerApi(app, await signIn(app, commenter));
    const refused = await asCommenter('POST', '/api/admin/cover-pages', { coverPage: SLIDE });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/cover-pages',
      headers: { host: site.host },
      payload: { coverPage: SLIDE },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
