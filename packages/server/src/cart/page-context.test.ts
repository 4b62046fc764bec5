import { eachDialect } from '@tessera/db/testing';
import { putCommercePreferences, updateWebsite } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateSiteData } from '../render/index.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { CART_NOTICE_COOKIE } from './form-replies.js';
import { cartSummaryContext } from './page-context.js';
import { seedStore, type StoreFixture } from './testing/store-fixture.js';
import { visitor } from './testing/visitor.js';

type Json = Record<string, unknown>;

eachDialect('cart parts of the page context', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let queries = 0;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    app.get('/test/cart-summary', async (request) => {
      const before = queries;
      const summary = await cartSummaryContext(request);
      return { summary, queries: queries - before };
    });
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    await updateWebsite(getDb().db, site.website.id, { storeCountry: 'US' });
  });
  afterAll(async () => app.close());

  /** The template context of a page, as the renderer builds it (`?format=json`). */
  const contextOf = async (path: string, cookie = ''): Promise<Json> => {
    const response = await app.inject({ url: `${path}?format=json`, headers: { host: site.host, cookie } });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    return response.json();
  };

  const summaryWithCount = async (cookie: string) => {
    const original = app.database.db;
    app.database.db = original.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    try {
      return (await app.inject({ url: '/test/cart-summary', headers: { host: site.host, cookie } })).json();
    } finally {
      app.database.db = original;
    }
  };

  it('costs a visitor without a cart cookie no query, and one query with it', async () => {
    const empty = await summaryWithCount('');
    expect(empty).toEqual({
      queries: 0,
      summary: {
        totalQuantity: 0,
        subtotalCents: 0,
        subtotalText: '$0.00',
        quantityText: '0',
        label: '0 items in cart',
        currency: 'USD',
      },
    });
    const v = visitor(app, site.host);
    await v.add({ itemId: store.mug.item_id, sku: null, quantity: 2, additionalFields: null });
    const full = await summaryWithCount(v.cookieHeader());
    expect(full.queries).toBe(1);
    expect(full.summary).toMatchObject({
      totalQuantity: 2,
      subtotalCents: 2500,
      subtotalText: '$25.00',
      label: '2 items in cart',
    });
  });

  it('puts the cart summary in every page’s context', async () => {
    const v = visitor(app, site.host);
    await v.add({
      itemId: store.socks.item_id,
      sku: store.socks.variants[0]?.sku ?? null,
      quantity: 3,
      additionalFields: null,
    });
    const product = await contextOf(`/shop/p/${store.mug.item.url_id}`, v.cookieHeader());
    expect(product['cart']).toMatchObject({ totalQuantity: 3, subtotalCents: 1500, quantityText: '3' });
    const anonymous = await contextOf(`/shop/p/${store.mug.item.url_id}`);
    expect(anonymous['cart']).toMatchObject({ totalQuantity: 0 });
  });

  it('gives /cart the whole cart, the minimum order message and the instalment context', async () => {
    await putCommercePreferences(getDb().db, site.website.id, 'cart', { minimumSubtotalCents: 5000 });
    invalidateSiteData(site.website.id); // as the owner API does after a write
    await putCommercePreferences(getDb().db, site.website.id, 'instalments', {
      afterPayAvailable: true,
      afterPayMinCents: 100,
      afterPayMaxCents: 200_000,
    });
    invalidateSiteData(site.website.id); // as the owner API does after a write
    const v = visitor(app, site.host);
    await v.add({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });
    const page = await contextOf('/cart', v.cookieHeader());
    expect(page['pageType']).toBe(205);
    expect(page['cart']).toEqual((await v.cart()).json());
    expect(page['cartSettings']).toEqual({
      minimumSubtotalCents: 5000,
      minimumSubtotalMessage: 'To check out, your order subtotal must be $50.00 or more.',
    });
    expect(page['instalments']).toEqual({
      context: {
        afterPayAvailable: true,
        afterPayMin: { amount: 100, currency: 'USD' },
        afterPayMax: { amount: 200_000, currency: 'USD' },
        shopperLanguage: site.website.locale,
        stripeAccountCountry: 'US',
      },
      infoUrl: '/api/commerce/instalments/info',
    });
    await v.add({ itemId: store.lesson.item_id, sku: null, quantity: 1, additionalFields: null });
    expect(
      ((await contextOf('/cart', v.cookieHeader()))['cartSettings'] as Json)['minimumSubtotalMessage'],
    ).toBeNull();
    await putCommercePreferences(getDb().db, site.website.id, 'instalments', { afterPayAvailable: false });
    invalidateSiteData(site.website.id); // as the owner API does after a write
    expect((await contextOf('/cart', v.cookieHeader()))['instalments']).toBeUndefined();
    const empty = await contextOf('/cart');
    expect(empty['cart']).toMatchObject({ id: '', entries: [], totalQuantity: 0 });
  });

  it('gives physical products’ pages the instalment context for their pill, and other items none', async () => {
    await putCommercePreferences(getDb().db, site.website.id, 'instalments', {
      afterPayAvailable: true,
      afterPayMinCents: 100,
      afterPayMaxCents: 200_000,
    });
    invalidateSiteData(site.website.id); // as the owner API does after a write
    const mug = await contextOf(`/shop/p/${store.mug.item.url_id}`);
    expect(mug['instalments']).toMatchObject({
      context: { afterPayAvailable: true, afterPayMin: { amount: 100, currency: 'USD' } },
      infoUrl: '/api/commerce/instalments/info',
    });
    expect((await contextOf(`/shop/p/${store.ebook.item.url_id}`))['instalments']).toBeUndefined();
    const html = await app.inject({ url: `/shop/p/${store.mug.item.url_id}`, headers: { host: site.host } });
    expect(html.body).toContain('data-island="instalment-pill"');
    await putCommercePreferences(getDb().db, site.website.id, 'instalments', { afterPayAvailable: false });
    invalidateSiteData(site.website.id); // as the owner API does after a write
    expect((await contextOf(`/shop/p/${store.mug.item.url_id}`))['instalments']).toBeUndefined();
  });

  it('shows a refused plain-form add’s notice on the page it went back to, and only there', async () => {
    const v = visitor(app, site.host);
    const productPath = `/shop/p/${store.shirt.item.url_id}`;
    const refused = await v.form(
      '/api/commerce/shopping-cart/entries',
      { itemId: store.shirt.item_id, sku: '' },
      { referer: `https://${site.host}${productPath}` },
    );
    const notice = refused.cookies.find((c) => c.name === CART_NOTICE_COOKIE);
    expect(notice).toMatchObject({ path: productPath, maxAge: 10, httpOnly: true });
    const cookie = `${CART_NOTICE_COOKIE}=${encodeURIComponent(notice?.value ?? '')}`;
    const product = await contextOf(productPath, cookie);
    expect(product['cartNotice']).toBe('Please select the Size and Color options.');
    expect((await contextOf(productPath))['cartNotice']).toBeUndefined();
    // The default theme shows it at the top of the page, announced as an alert.
    const html = await app.inject({ url: productPath, headers: { host: site.host, cookie } });
    expect(html.body).toContain(
      '<p class="cart-notice container" role="alert">Please select the Size and Color options.</p>',
    );
  });
});
