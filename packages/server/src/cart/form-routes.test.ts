import { eachDialect } from '@tessera/db/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { CART_NOTICE_COOKIE, sameSitePath } from './form-replies.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { visitor } from './testing/visitor.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';

describe('sameSitePath', () => {
  it('only ever gives a path of this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()),
        fc.domain(),
        (referer, host) => {
          const path = sameSitePath(referer, host);
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, `https://${host}`).host).toBe(host);
        },
      ),
      { numRuns: 500 },
    );
    expect(sameSitePath('https://shop.test/shop/p/mug?x=1', 'shop.test')).toBe('/shop/p/mug?x=1');
    expect(sameSitePath('https://shop.test//evil.example/x', 'shop.test')).toBe('/cart');
    expect(sameSitePath('https://evil.example/shop', 'shop.test')).toBe('/cart');
    expect(sameSitePath(undefined, 'shop.test')).toBe('/cart');
  });
});

eachDialect('cart plain forms (no JavaScript)', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  it('adds from the product page form and goes to the cart (or checkout) with 303', async () => {
    const v = visitor(app, site.host);
    const sku = skuOf(store.shirt, { Size: 'S', Color: 'Red' });
    const response = await v.form(ENTRIES, {
      itemId: store.shirt.item_id,
      sku,
      quantity: '2',
      next: '/cart',
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect(v.cookies.get('ts_cart')).toBe('1');
    expect((await v.cart()).json().entries[0]).toMatchObject({ quantity: 2, chosenVariant: { sku } });
    const express = await v.form(ENTRIES, { itemId: store.mug.item_id, sku: '', next: '/checkout' });
    expect(express.headers.location).toBe('/checkout');
    const elsewhere = await v.form(ENTRIES, {
      itemId: store.mug.item_id,
      sku: '',
      next: 'https://evil.example/',
    });
    expect(elsewhere.headers.location).toBe('/cart');
    expect((await v.cart()).json().totalQuantity).toBe(4);
  });

  it('accepts a rendered page’s form (empty crumb field) only when the browser says it comes from this site', async () => {
    const body = { itemId: store.mug.item_id, sku: '', crumb: '' };
    const sameSite = await visitor(app, site.host).form(ENTRIES, body, { origin: `http://${site.host}` });
    expect(sameSite.statusCode, sameSite.body).toBe(303);
    const fetchMetadata = await visitor(app, site.host).form(ENTRIES, body, {
      'sec-fetch-site': 'same-origin',
    });
    expect(fetchMetadata.statusCode).toBe(303);
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: `http://${site.host}`, 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of forgeries) {
      const forged = await visitor(app, site.host).form(ENTRIES, body, headers);
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
      expect(forged.body).toContain('Your session has expired. Please reload the page and try again.');
    }
    const noCookies = await app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: {
        host: site.host,
        origin: `http://${site.host}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `itemId=${store.mug.item_id}&sku=&crumb=`,
    });
    expect(noCookies.statusCode).toBe(403);
    expect(noCookies.body).toContain(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it('adds the variant a form without scripts chose by option names (attributes[…], empty sku)', async () => {
    const v = visitor(app, site.host);
    const chosen = await v.form(ENTRIES, {
      itemId: store.shirt.item_id,
      sku: '',
      'attributes[Size]': 'M',
      'attributes[Color]': 'Blue',
      quantity: '2',
      next: '/cart',
    });
    expect(chosen.statusCode, chosen.body).toBe(303);
    expect(chosen.headers.location).toBe('/cart');
    expect((await v.cart()).json().entries[0]).toMatchObject({
      quantity: 2,
      chosenVariant: { sku: skuOf(store.shirt, { Size: 'M', Color: 'Blue' }) },
    });
    const page = `https://${site.host}/shop/p/${store.shirt.item.url_id}`;
    const half = await v.form(
      ENTRIES,
      { itemId: store.shirt.item_id, sku: '', 'attributes[Size]': 'S', 'attributes[Color]': '' },
      { referer: page },
    );
    expect(half.cookies.find((c) => c.name === CART_NOTICE_COOKIE)?.value).toBe(
      'Please select the Color option.',
    );
    const soldOut = await v.form(
      ENTRIES,
      { itemId: store.shirt.item_id, sku: '', 'attributes[Size]': 'S', 'attributes[Color]': 'Blue' },
      { referer: page },
    );
    expect(soldOut.cookies.find((c) => c.name === CART_NOTICE_COOKIE)?.value).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect((await v.cart()).json().totalQuantity).toBe(2);
  });

  it('goes back to the product page with the refusal message to show there', async () => {
    const v = visitor(app, site.host);
    const page = `https://${site.host}/shop/p/${store.shirt.item.url_id}`;
    const response = await v.form(ENTRIES, { itemId: store.shirt.item_id, sku: '' }, { referer: page });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/shop/p/${store.shirt.item.url_id}`);
    const notice = response.cookies.find((c) => c.name === CART_NOTICE_COOKIE);
    expect(notice).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 10,
      path: `/shop/p/${store.shirt.item.url_id}`,
    });
    expect(notice?.value).toBe('Please select the Size and Color options.');
    const foreign = await v.form(
      ENTRIES,
      { itemId: store.shirt.item_id, sku: '' },
      { referer: 'https://evil.example/phish' },
    );
    expect(foreign.headers.location).toBe('/cart');
  });

  it('changes quantities and removes lines from the cart page forms', async () => {
    const v = visitor(app, site.host);
    const added = await v.add({
      itemId: store.lesson.item_id,
      sku: null,
      quantity: 1,
      additionalFields: null,
    });
    const id = added.json().newlyAdded.id;
    const change = await v.form(`/cart/entries/${id}/quantity`, { quantity: '4' });
    expect(change.statusCode).toBe(303);
    expect(change.headers.location).toBe('/cart');
    expect((await v.cart()).json().entries[0].quantity).toBe(4);
    const refused = await v.form(
      `/cart/entries/${id}/quantity`,
      { quantity: '40' },
      { referer: `https://${site.host}/cart` },
    );
    expect(refused.headers.location).toBe('/cart');
    expect(refused.cookies.find((c) => c.name === CART_NOTICE_COOKIE)?.value).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    const removed = await v.form(`/cart/entries/${id}/remove`, {});
    expect(removed.statusCode).toBe(303);
    expect((await v.cart()).json().entries).toEqual([]);
    const gone = await v.form(`/cart/entries/${id}/remove`, {});
    expect(gone.cookies.find((c) => c.name === CART_NOTICE_COOKIE)?.value).toBe(
      'The page you requested could not be found.',
    );
  });
});
