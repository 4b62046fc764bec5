import { Writable } from 'node:stream';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, seedSite, type SeededSite } from '../testing/harness.js';
import { unlockCookieName } from './lock-screen.js';
import { LOCK_PASSWORD, seedRenderSite, type RenderSite } from './testing/seed-render-site.js';
import { WRONG_PASSWORD_MESSAGE } from './unlock.js';

/** Log lines the app writes at warn level and above, for assertions about what was logged. */
function logSink(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

function json(res: LightMyRequestResponse): Record<string, unknown> & { pageType: number } {
  return res.json();
}

eachDialect('public pages', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  const logs = logSink();
  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: getDb(), logger: { level: 'warn', stream: logs.stream } });
    site = await seedSite(getDb().db);
    ids = await seedRenderSite(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: site.host, accept: 'text/html', ...headers } });

  it('answers the browsers’ /favicon.ico request with no content instead of a 404', async () => {
    const res = await get('/favicon.ico', { accept: 'image/avif,image/webp,image/*,*/*' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  describe('routing to page types', () => {
    it.each([
      ['/', 200, 2, 'PAGE'],
      ['/shop', 200, 1, 'MAIN_CONTENT'],
      ['/shop/p/blue-mug', 200, 50, 'CONTENT_ITEM'],
      ['/journal', 200, 1, 'MAIN_CONTENT'],
      ['/journal/hello-world', 200, 50, 'CONTENT_ITEM'],
      ['/search?q=mug', 200, 102, 'SEARCH'],
      ['/cart', 200, 205, 'CART_V2'],
      ['/private-notes', 200, 103, 'LOCK_SCREEN'],
      ['/private-notes/recipe', 200, 103, 'LOCK_SCREEN'],
      ['/members', 403, 106, 'MEMBER_AREA_ACCESS_DENIED'],
      ['/no-such-page', 404, 100, 'NOT_FOUND'],
      ['/shop/blue-mug', 404, 100, 'NOT_FOUND'],
      ['/journal/hello-world/extra', 404, 100, 'NOT_FOUND'],
    ])('%s answers %i with page type %i', async (url, status, pageType, name) => {
      const sep = url.includes('?') ? '&' : '?';
      const res = await get(`${url}${sep}format=json`);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(json(res)).toMatchObject({ pageType, pageTypeName: name });
      const html = await get(url);
      expect(html.statusCode).toBe(status);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain(`page-type-${pageType}`);
    });

    it('hides drafts, private items and posts scheduled for later', async () => {
      for (const url of ['/shop/p/draft-lamp', '/journal/unfinished', '/journal/tomorrow']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('Page not found');
      }
      const list = await get('/journal');
      expect(list.body).toContain('Hello World');
      expect(list.body).not.toContain('Unfinished Draft');
      expect(list.body).not.toContain('Tomorrow Post');
    });

    it('redirects the home collection’s own address to /', async () => {
      const res = await get('/home');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    });

    it('answers unknown API paths with the API’s JSON 404, not a page', async () => {
      const res = await get('/api/no/such');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    });

    it('renders a product page with prices, status, its add-to-cart form and a safe description', async () => {
      const res = await get('/shop/p/blue-mug');
      expect(res.body).toMatch(/<h1[^>]*>Blue Mug<\/h1>/);
      expect(res.body).toContain('from $12.00');
      expect(res.body).toContain('ts-product-status--sale');
      expect(res.body).toContain('ts-add-to-cart');
      expect(res.body).toContain('<strong>stoneware</strong>');
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).toContain('fetchpriority="high"');
    });

    it('lists a store page by page and filters it by category', async () => {
      const all = json(await get('/shop?format=json'));
      expect((all['items'] as { title: string }[]).map((i) => i.title).sort()).toEqual([
        'Blue Mug',
        'Field Guide PDF',
      ]);
      const mugs = json(await get('/shop?category=mugs&format=json'));
      expect((mugs['items'] as { title: string }[]).map((i) => i.title)).toEqual(['Blue Mug']);
      expect(mugs['collection']).toMatchObject({ activeCategory: { urlSlug: 'mugs', active: true } });
      expect(mugs['pagination']).toMatchObject({ page: 1, total: 1, totalPages: 1, nextPage: false });
    });

    it('gives events their add-to-calendar link', async () => {
      const event = json(await get('/journal/open-studio?format=json'));
      expect((event['item'] as { addToCalendarUrl: string }).addToCalendarUrl).toContain(
        'dates=20300501T170000Z/20300501T200000Z',
      );
    });
  });

  describe('caching', () => {
    it('sends an ETag (304 when unchanged) and sets the crumb without putting it in the HTML', async () => {
      const first = await get('/shop');
      const crumb = first.cookies.find((c) => c.name === 'crumb')?.value ?? '';
      expect(crumb).not.toBe('');
      expect(first.body).not.toContain(crumb);
      expect(first.headers['cache-control']).toMatch(/^(private|public), (max-age=60|no-cache)$/);
      const again = await get('/shop', { cookie: `crumb=${crumb}` });
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await get('/shop', {
        cookie: `crumb=${crumb}`,
        'if-none-match': String(first.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('never stores the cart page or the lock screen', async () => {
      expect((await get('/cart')).headers['cache-control']).toBe('no-store');
      expect((await get('/private-notes')).headers['cache-control']).toBe('no-store');
    });
  });

  describe('lock screen', () => {
    async function lockScreen(path: string) {
      const res = await get(path);
      const crumb = res.cookies.find((c) => c.name === 'crumb')?.value ?? '';
      return { res, crumb };
    }
    const unlock = (crumb: string, password: string, next = '/private-notes/recipe') =>
      app.inject({
        method: 'POST',
        url: '/api/page-unlock',
        headers: {
          host: site.host,
          accept: 'text/html',
          cookie: `crumb=${crumb}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ crumb, collectionId: ids.lockedId, password, next }).toString(),
      });

    it('shows a password form, repeats it with an error after a wrong password, and opens the page after the right one', async () => {
      const { res, crumb } = await lockScreen('/private-notes/recipe');
      expect(res.body).toContain('name="password"');
      expect(res.body).toContain(`value="${crumb}"`);
      expect(res.body).not.toContain('glaze recipe');
      const wrong = await unlock(crumb, 'not it');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain(WRONG_PASSWORD_MESSAGE);
      expect(wrong.body).toContain('value="/private-notes/recipe"');
      expect(wrong.cookies.find((c) => c.name === unlockCookieName(ids.lockedId))).toBeUndefined();
      const right = await unlock(crumb, LOCK_PASSWORD);
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/private-notes/recipe');
      const cookie = right.cookies.find((c) => c.name === unlockCookieName(ids.lockedId));
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const open = await get('/private-notes/recipe', { cookie: `${cookie?.name}=${cookie?.value}` });
      expect(open.statusCode).toBe(200);
      expect(open.body).toContain('glaze recipe');
      expect(open.headers['cache-control']).toBe('private, no-cache');
    });

    it('refuses forged cookies, a missing crumb and an open redirect', async () => {
      const forgedCookie = `${unlockCookieName(ids.lockedId)}=9999999999999.${'A'.repeat(43)}`;
      const forged = await get('/private-notes?format=json', { cookie: forgedCookie });
      expect(json(forged).pageType).toBe(103);
      const noCrumb = await app.inject({
        method: 'POST',
        url: '/api/page-unlock',
        headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `collectionId=${ids.lockedId}&password=${encodeURIComponent(LOCK_PASSWORD)}`,
      });
      expect(noCrumb.statusCode).toBe(403);
      const { crumb } = await lockScreen('/private-notes');
      const offsite = await unlock(crumb, LOCK_PASSWORD, '//evil.example/');
      expect(offsite.headers.location).toBe('/');
    });
  });

  describe('blocks', () => {
    it('renders known blocks through the theme, sanitises owner HTML, and logs and skips an unknown type', async () => {
      const home = await get('/');
      expect(home.body).toContain('<h2>Welcome to the studio</h2>');
      expect(home.body).not.toContain('onerror');
      // The theme's markup may change; the blocks' content must be there.
      expect(home.body).toMatch(/<figure[^>]*block--image/);
      expect(home.body).toMatch(/<img[^>]+hero\.jpg\?format=1000w/);
      expect(home.body).toContain('href="/shop/p/blue-mug"');
      const context = json(await get('/?format=json'));
      const types = (context['blocks'] as { blockType: number }[]).map((b) => b.blockType);
      expect(types).toEqual([2, 5, 55]);
      expect(
        logs.lines.some((l) => l['msg'] === 'unknown block type skipped' && l['blockType'] === 9999),
      ).toBe(true);
    });
  });

  describe('search', () => {
    it('finds products and posts by title and body, highlights the words, and has an empty state', async () => {
      const res = await get('/search?q=stoneware');
      expect(res.body).toContain('1 result for');
      expect(res.body).toContain('<mark>stoneware</mark>');
      expect(res.body).toContain('href="/shop/p/blue-mug"');
      const kiln = json(await get('/search?q=kiln&format=json'));
      expect((kiln['items'] as { title: string }[]).map((i) => i.title)).toEqual(['Hello World']);
      const none = await get('/search?q=zeppelin');
      expect(none.body).toContain('No results for “zeppelin”.');
      const draft = json(await get('/search?q=draft&format=json'));
      expect(draft['items']).toEqual([]);
      const locked = json(await get('/search?q=glaze&format=json'));
      expect(locked['items']).toEqual([]);
    });
  });

  describe('isolation', () => {
    it('never shows another website’s pages, items or search results', async () => {
      const other = await seedSite(getDb().db);
      const otherGet = (url: string) =>
        app.inject({ method: 'GET', url, headers: { host: other.host, accept: 'text/html' } });
      for (const url of ['/shop', '/shop/p/blue-mug', '/journal/hello-world', '/private-notes']) {
        expect((await otherGet(url)).statusCode, url).toBe(404);
      }
      const found = await otherGet('/search?q=mug&format=json');
      expect(found.json()).toMatchObject({ items: [], search: { total: 0 } });
      const home = await otherGet('/');
      expect(home.statusCode).toBe(404);
      expect(home.body).not.toContain('Blue Mug');
    });
  });
});
