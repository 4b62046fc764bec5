import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { CART_ADD_LIMIT } from './limits.js';
import { seedStore, type StoreFixture } from './testing/store-fixture.js';
import { crumbFor, visitor } from './testing/visitor.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
const ENABLE_COOKIES = 'Please enable cookies in your browser, reload the page, and try again.';

eachDialect('cart API protections', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let entryId: string;
  let cartCookie: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    const v = visitor(app, site.host);
    const added = await v.add({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });
    entryId = added.json().newlyAdded.id;
    cartCookie = `ts_cart_token=${v.cookies.get('ts_cart_token')}`;
  });
  afterAll(async () => app.close());

  const calls = (): [HTTPMethods, string, unknown][] => [
    ['POST', ENTRIES, { itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null }],
    ['PUT', `${ENTRIES}/${entryId}`, { quantity: 1 }],
    ['DELETE', `${ENTRIES}/${entryId}`, undefined],
    [
      'PUT',
      `${ENTRIES}/${entryId}/additionalFields`,
      { itemId: store.mug.item_id, sku: null, additionalFields: '{}' },
    ],
    [
      'POST',
      '/api/3/commerce/cart/subscription',
      { itemId: store.box.item_id, sku: null, qty: 1, additionalFields: null },
    ],
    ['POST', `/cart/entries/${entryId}/quantity`, { quantity: 1 }],
    ['POST', `/cart/entries/${entryId}/remove`, {}],
  ];

  describe('CSRF', () => {
    it('tells "cookies disabled" (no crumb cookie) from "stale page" (wrong or missing echo) on every change', async () => {
      for (const [method, url, body] of calls()) {
        const crumb = crumbFor(site.host);
        const send = (headers: Record<string, string>) =>
          app.inject({
            method,
            url,
            headers: { host: site.host, ...headers },
            ...(body !== undefined && { payload: body as object }),
          });
        const noCookie = await send({ cookie: cartCookie, 'x-csrf-token': crumb });
        expect(noCookie.statusCode, `${method} ${url}`).toBe(403);
        expect(noCookie.json()).toMatchObject({
          code: 'crumb-missing',
          error: ENABLE_COOKIES,
          crumbFail: true,
        });
        const wrong = await send({
          cookie: `${cartCookie}; crumb=${crumb}`,
          'x-csrf-token': crumbFor(site.host),
        });
        expect(wrong.json()).toMatchObject({
          code: 'crumb-mismatch',
          error: SESSION_EXPIRED,
          crumbFail: true,
        });
        const noEcho = await send({ cookie: `${cartCookie}; crumb=${crumb}` });
        expect(noEcho.json()).toMatchObject({ code: 'crumb-mismatch', crumbFail: true });
      }
      const cart = await app.inject({
        url: '/api/commerce/shopping-cart',
        headers: { host: site.host, cookie: cartCookie },
      });
      expect(cart.json().entries).toHaveLength(1);
    });

    it('answers a plain form with a page carrying the message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ENTRIES,
        headers: {
          host: site.host,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `crumb=${crumbFor(site.host)}`,
        },
        payload: `crumb=${crumbFor(site.host)}&itemId=${store.mug.item_id}&sku=`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(SESSION_EXPIRED);
    });

    it('needs no crumb to read the cart', async () => {
      const response = await app.inject({ url: '/api/commerce/shopping-cart', headers: { host: site.host } });
      expect(response.statusCode).toBe(200);
    });
  });

  it(`answers 429 with the spec's message after ${CART_ADD_LIMIT.max} adds a minute from one address`, async () => {
    const v = visitor(app, site.host);
    const body = {
      itemId: store.socks.item_id,
      sku: store.socks.variants[0]?.sku ?? null,
      quantity: 1,
      additionalFields: null,
    };
    for (let i = 0; i < CART_ADD_LIMIT.max; i += 1) {
      expect((await v.add(body)).statusCode).toBe(200);
    }
    const limited = await v.add(body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate-limited',
      error: 'Please try again in a few seconds.',
    });
    expect((await v.cart()).json().totalQuantity).toBe(CART_ADD_LIMIT.max);
    // The limit is the address's: a new visitor there is held back too, another address is not.
    const sameAddress = { remoteAddress: v.address };
    expect((await visitor(app, site.host).json('POST', ENTRIES, body, sameAddress)).statusCode).toBe(429);
    expect((await visitor(app, site.host).add(body)).statusCode).toBe(200);
  });

  it('keeps every cart to its website: a cookie and entry ids from one site mean nothing on another', async () => {
    const other = await seedSite(getDb().db);
    const v = visitor(app, site.host);
    const added = await v.add({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });
    const id = added.json().newlyAdded.id;
    const onOther = visitor(app, other.host);
    onOther.cookies.set('ts_cart_token', v.cookies.get('ts_cart_token') ?? '');
    expect((await onOther.json('PUT', `${ENTRIES}/${id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await onOther.json('DELETE', `${ENTRIES}/${id}`)).statusCode).toBe(404);
    const theirs = await onOther.add({
      itemId: store.mug.item_id,
      sku: null,
      quantity: 1,
      additionalFields: null,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(store.mug.item.title);
    expect((await v.cart()).json().entries[0].quantity).toBe(1);
  });

  it('marks the cart cookie Secure behind an https proxy', async () => {
    const proxied = await buildTestApp(getDb(), { TRUST_PROXY: 'true' });
    try {
      const crumb = crumbFor(site.host);
      const response = await proxied.inject({
        method: 'POST',
        url: ENTRIES,
        headers: {
          host: site.host,
          'x-forwarded-proto': 'https',
          cookie: `crumb=${crumb}`,
          'x-csrf-token': crumb,
        },
        payload: { itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null },
      });
      expect(response.statusCode).toBe(200);
      const token = response.cookies.find((c) => c.name === 'ts_cart_token');
      expect(token).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await proxied.close();
    }
    const plain = await visitor(app, site.host).add({
      itemId: store.mug.item_id,
      sku: null,
      quantity: 1,
      additionalFields: null,
    });
    expect(plain.cookies.find((c) => c.name === 'ts_cart_token')?.secure).toBeFalsy();
  });

  it('lists every cart call in the OpenAPI document', async () => {
    const response = await app.inject({ url: '/api/docs/json', headers: { host: site.host } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const doc = response.json() as { paths: Record<string, object> };
    for (const path of [
      '/api/commerce/shopping-cart',
      '/api/commerce/shopping-cart/entries',
      '/api/commerce/shopping-cart/entries/{entryId}',
      '/api/commerce/shopping-cart/entries/{entryId}/additionalFields',
      '/api/3/commerce/cart/subscription',
      '/api/commerce/inventory/stock/',
      '/api/commerce/instalments/info',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
