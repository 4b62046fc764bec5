import { listCollections, updateItem, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { visitor } from '../cart/testing/visitor.js';
import { createTestForm } from '../forms/testing/form-fixtures.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { unlockCookieName, unlockToken } from './lock-screen.js';
import { RESPONSE_CACHE_TTL_MS } from './response-cache.js';
import { seedRenderSite, type RenderSite } from './testing/seed-render-site.js';
import { crumbFor } from '../testing/visitor.js';

/** A visitor's signed crumb cookie, minted once the site exists. */
let CRUMB = '';
/** Headers made per request (a new date, a new request id, the visitor's own crumb cookie). */
const PER_REQUEST = new Set(['date', 'x-request-id', 'set-cookie']);

function sameResponse(served: LightMyRequestResponse, expected: LightMyRequestResponse, what: string) {
  const headers = (r: LightMyRequestResponse) =>
    Object.fromEntries(Object.entries(r.headers).filter(([name]) => !PER_REQUEST.has(name)));
  expect(served.statusCode, what).toBe(expected.statusCode);
  expect(headers(served), what).toEqual(headers(expected));
  expect(served.rawPayload.equals(expected.rawPayload), what).toBe(true);
  expect(
    served.cookies.map((c) => c.name),
    what,
  ).toEqual(expected.cookies.map((c) => c.name));
}

eachDialect('response cache', (getDb) => {
  let cached: FastifyInstance;
  let fresh: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  let db: Executor;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    cached.inject({
      method,
      url,
      headers: { host: site.host, accept: 'text/html', cookie: CRUMB, ...headers },
    });
  /** Renames the mug behind the app's back (as another server process would), without invalidation. */
  const renameMug = (title: string) => updateItem(db, site.website.id, ids.mugId, { title });

  beforeAll(async () => {
    db = getDb().db;
    site = await seedSite(db);
    CRUMB = `crumb=${crumbFor(site.host)}`;
    ids = await seedRenderSite(db, site.website.id);
    cached = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'on' });
    fresh = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
  });
  afterAll(async () => Promise.all([cached.close(), fresh.close()]));

  it('answers with the bytes and headers of a fresh render, in every encoding, with or without a crumb', async () => {
    const urls = [
      '/',
      '/shop/p/blue-mug',
      '/journal',
      '/journal/hello-world',
      '/shop/p/blue-mug?format=json',
    ];
    for (const url of urls) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        for (const cookie of [CRUMB, '']) {
          const headers = {
            host: site.host,
            accept: 'text/html',
            cookie,
            ...(encoding && { 'accept-encoding': encoding }),
          };
          const expected = await fresh.inject({ url, headers });
          expect(expected.statusCode, url).toBe(200);
          for (let i = 0; i < 3; i += 1) {
            sameResponse(
              await cached.inject({ url, headers }),
              expected,
              `${url} ${encoding} ${cookie} #${i}`,
            );
          }
        }
      }
    }
    // A visitor without a crumb gets one, and the page is then private (no shared cache keeps it).
    const first = await get('/shop/p/blue-mug', { cookie: '' });
    expect(first.cookies.map((c) => c.name)).toEqual(['crumb']);
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    expect((await get('/shop/p/blue-mug')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('serves from memory for at most the TTL, and shows an owner write through the admin API at once', async () => {
    // Time stands still until moved: a slow machine must not outlive the 2 s TTL between two steps.
    getDb().clock.freeze();
    onTestFinished(() => getDb().clock.resume());
    expect((await get('/shop/p/blue-mug')).body).toContain('Blue Mug');
    await renameMug('Glazed Mug');
    // Another process's write: this one still answers from memory, never longer than the TTL.
    expect((await get('/shop/p/blue-mug')).body).not.toContain('Glazed Mug');
    getDb().clock.advance(RESPONSE_CACHE_TTL_MS + 100);
    expect((await get('/shop/p/blue-mug')).body).toContain('Glazed Mug');
    const owner = await signIn(cached, site);
    const patched = await cached.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids.mugId}`,
      headers: owner.headers,
      payload: { title: 'Blue Mug' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await get('/shop/p/blue-mug')).body).toContain('Blue Mug');
    expect((await get('/shop/p/blue-mug')).body).not.toContain('Glazed Mug');
  });

  it('renders afresh for any query but format=json (a review notice, a waitlist notice)', async () => {
    // Two writes within one millisecond (time held still): the second still shows.
    getDb().clock.freeze();
    onTestFinished(() => getDb().clock.resume());
    await renameMug('Glazed Mug');
    expect((await get('/shop/p/blue-mug?review=submitted')).body).toContain('Glazed Mug');
    await get('/shop/p/blue-mug');
    await renameMug('Speckled Mug');
    expect((await get('/shop/p/blue-mug')).body).not.toContain('Speckled Mug');
    expect((await get('/shop/p/blue-mug?review=submitted')).body).toContain('Speckled Mug');
    expect((await get('/shop/p/blue-mug?waitlist=signed-up')).body).toContain('Speckled Mug');
    expect((await get('/shop/p/blue-mug?format=json&x=1')).body).toContain('Speckled Mug');
    await renameMug('Blue Mug');
    getDb().clock.advance(RESPONSE_CACHE_TTL_MS + 100);
  });

  it('gives a visitor with a cart their own count, and others the generic page', async () => {
    const generic = await get('/shop/p/blue-mug?format=json');
    expect(generic.json().cart.totalQuantity).toBe(0);
    const shopper = visitor(cached, site.host);
    const sku = generic.json().item.structuredContent.variants[0].sku as string;
    const added = await shopper.add({ itemId: ids.mugId, sku, quantity: 2, additionalFields: null });
    expect(added.statusCode).toBe(200);
    const own = await get('/shop/p/blue-mug?format=json', { cookie: shopper.cookieHeader() });
    expect(own.json().cart.totalQuantity).toBe(2);
    const ownPage = await get('/shop/p/blue-mug', { cookie: shopper.cookieHeader() });
    expect(ownPage.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/shop/p/blue-mug?format=json')).json().cart.totalQuantity).toBe(0);
    const other = await get('/shop/p/blue-mug');
    expect(other.headers['cache-control']).toBe('public, max-age=60');
    sameResponse(
      other,
      await fresh.inject({
        url: '/shop/p/blue-mug',
        headers: { host: site.host, accept: 'text/html', cookie: CRUMB },
      }),
      'other visitor',
    );
  });

  it('shows a plain form post’s outcome once, to its visitor only', async () => {
    const form = await createTestForm(db, site.website.id);
    const crumb = crumbFor(site.host);
    const posted = await cached.inject({
      method: 'POST',
      url: `/api/form/submit/${form.id}`,
      headers: {
        host: site.host,
        cookie: `crumb=${crumb}`,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload:
        'fields[name][0]=Ada&fields[name][1]=Lovelace&fields[email]=ada%40example.org&fields[message]=Hello' +
        '&fields[source]=mail&pageTitle=Mug&pagePath=%2Fshop%2Fp%2Fblue-mug&contentSource=c',
    });
    expect(posted.statusCode).toBe(303);
    const back = `${String(posted.headers.location).split('#')[0]}&format=json`;
    expect(back).toMatch(/^\/shop\/p\/blue-mug\?formResult=/);
    const forms = async (url: string, cookie: string) => (await get(url, { cookie })).json().forms;
    expect(await forms(back, `crumb=${crumbFor(site.host)}`)).not.toHaveProperty('result');
    expect((await forms(back, `crumb=${crumb}`)).result).toEqual({
      formId: form.id,
      flash: { kind: 'success' },
    });
    expect(await forms(back, `crumb=${crumb}`)).not.toHaveProperty('result');
    expect(await forms('/shop/p/blue-mug?format=json', `crumb=${crumb}`)).not.toHaveProperty('result');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get('/shop/p/blue-mug', { 'accept-encoding': 'br' });
    for (let i = 0; i < 2; i += 1) {
      const head = await get('/shop/p/blue-mug', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(full.headers.etag);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-type']).toBe(full.headers['content-type']);
    }
  });

  it('never shows an unlocked page to a visitor without the unlock cookie', async () => {
    const collection = (await listCollections(db, site.website.id)).find((c) => c.id === ids.lockedId);
    if (!collection) throw new Error('no locked collection');
    const unlock = `${unlockCookieName(ids.lockedId)}=${unlockToken(collection, getDb().clock.now())}`;
    for (const url of ['/private-notes/recipe', '/private-notes/recipe?format=json']) {
      for (let i = 0; i < 2; i += 1) {
        expect((await get(url, { cookie: `${CRUMB}; ${unlock}` })).body).toContain('glaze recipe');
      }
      for (const cookie of [CRUMB, '']) {
        const locked = await get(url, { cookie });
        expect(locked.body, url).not.toContain('glaze recipe');
        expect(locked.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
