import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedStore, skuOf, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';

eachDialect('GET /api/commerce/inventory/stock/', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const stock = (itemId: string, host = site.host) =>
    app.inject({ url: `/api/commerce/inventory/stock/?itemId=${itemId}`, headers: { host } });

  it('answers every variant’s stock, never cached', async () => {
    const response = await stock(store.shirt.item_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      results: [
        { sku: skuOf(store.shirt, { Size: 'S', Color: 'Red' }), unlimited: false, qtyInStock: 5 },
        { sku: skuOf(store.shirt, { Size: 'S', Color: 'Blue' }), unlimited: false, qtyInStock: 0 },
        { sku: skuOf(store.shirt, { Size: 'M', Color: 'Red' }), unlimited: true, qtyInStock: 0 },
        { sku: skuOf(store.shirt, { Size: 'M', Color: 'Blue' }), unlimited: false, qtyInStock: 2 },
      ],
    });
  });

  it('reports products without stock (digital, gift cards) as unlimited', async () => {
    expect((await stock(store.ebook.item_id)).json().results).toEqual([
      { sku: skuOf(store.ebook), unlimited: true, qtyInStock: 0 },
    ]);
    expect(
      (await stock(store.giftCard.item_id)).json().results.every((r: { unlimited: boolean }) => r.unlimited),
    ).toBe(true);
  });

  it('answers the same on the path without the trailing slash', async () => {
    const response = await app.inject({
      url: `/api/commerce/inventory/stock?itemId=${store.mug.item_id}`,
      headers: { host: site.host },
    });
    expect(response.json().results).toEqual([{ sku: skuOf(store.mug), unlimited: false, qtyInStock: 3 }]);
  });

  it('knows nothing of drafts, private items or another website’s products', async () => {
    const other = await seedSite(getDb().db);
    for (const itemId of [store.draft.item_id, store.privateItem.item_id, 'a'.repeat(24)]) {
      const response = await stock(itemId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not-found' });
    }
    const elsewhere = await stock(store.mug.item_id, other.host);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(skuOf(store.mug));
    const malformed = await stock('nope');
    expect(malformed.statusCode).toBe(400);
  });
});
