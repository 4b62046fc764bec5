import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { visitor } from './testing/visitor.js';

eachDialect('GET /api/commerce/shopping-cart', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const countCarts = async () =>
    (await getDb().db.selectFrom('carts').select('id').where('website_id', '=', site.website.id).execute())
      .length;

  it('answers an empty cart to a visitor without one, and creates nothing', async () => {
    const before = await countCarts();
    const response = await visitor(app, site.host).cart(
      '?mock=false&timecode=1718000000000&calculateSubtotal=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      id: '',
      websiteId: site.website.id,
      entries: [],
      subtotalCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      isPurchased: false,
    });
    expect(response.cookies).toEqual([]);
    expect(await countCarts()).toBe(before);
  });

  it('answers the visitor’s cart, with the money fields left at 0 when asked not to calculate', async () => {
    const v = visitor(app, site.host);
    const added = await v.add({ itemId: store.mug.item_id, sku: null, quantity: 2, additionalFields: null });
    const cart = (await v.cart('?calculateSubtotal=true')).json();
    expect(cart).toEqual(added.json().shoppingCart);
    const light = (await v.cart('?calculateSubtotal=false')).json();
    expect(light).toMatchObject({ id: cart.id, totalQuantity: 2, subtotalCents: 0, grandTotalCents: 0 });
    expect(light.entries).toEqual(cart.entries);
  });

  it('answers an example cart of published products for ?mock=true, without storing or reading one', async () => {
    const v = visitor(app, site.host);
    await v.add({ itemId: store.ebook.item_id, sku: null, quantity: 1, additionalFields: null });
    const before = await countCarts();
    const mock = (await v.cart('?mock=true')).json();
    expect(mock.id).toBe('mock');
    expect(mock.entries.length).toBeGreaterThan(0);
    expect(mock.entries.length).toBeLessThanOrEqual(3);
    const titles = mock.entries.map((e: { title: string }) => e.title);
    expect(titles).not.toContain('Draft');
    expect(titles).not.toContain('Private');
    expect(titles).not.toContain('Box');
    expect(mock.subtotalCents).toBe(
      mock.entries.reduce((sum: number, e: { subTotal: number }) => sum + e.subTotal, 0),
    );
    expect(await countCarts()).toBe(before);
  });

  it('drops the cookies of a purchased cart and starts a new cart on the next add', async () => {
    const v = visitor(app, site.host);
    const first = (
      await v.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1, additionalFields: null })
    ).json();
    const oldToken = v.cookies.get('ts_cart_token');
    await getDb()
      .db.updateTable('carts')
      .set({ is_purchased: 1, order_id: 'o1' })
      .where('id', '=', first.shoppingCart.id)
      .execute();
    const read = await v.cart();
    expect(read.json()).toMatchObject({ id: '', entries: [] });
    const cleared = read.cookies.filter((c) => c.name === 'ts_cart_token' || c.name === 'ts_cart');
    expect(cleared.map((c) => c.name).sort()).toEqual(['ts_cart', 'ts_cart_token']);
    expect(v.cookies.has('ts_cart_token')).toBe(false);
    const next = await v.add({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });
    expect(next.json().shoppingCart.id).not.toBe(first.shoppingCart.id);
    expect(v.cookies.get('ts_cart_token')).not.toBe(oldToken);
  });

  it('does not show a cart to another website', async () => {
    const other = await seedSite(getDb().db);
    const v = visitor(app, site.host);
    await v.add({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });
    const elsewhere = await app.inject({
      url: '/api/commerce/shopping-cart',
      headers: { host: other.host, cookie: v.cookieHeader() },
    });
    expect(elsewhere.json()).toMatchObject({ id: '', websiteId: other.website.id, entries: [] });
  });
});
