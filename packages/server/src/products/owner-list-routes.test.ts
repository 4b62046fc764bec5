import { createCategory, createRootCategory, findRootCategory } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedStore, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { json, ownerApi, type OwnerCall } from '../testing/owner-api.js';

const BASE = '/api/admin/commerce/products';

interface Summary {
  id: string;
  title: string;
  publishState: string;
  minPrice: number;
  maxPrice: number;
  onSale: boolean;
  stock: number | null;
  variantCount: number;
}
type Page = { products: Summary[]; total: number };

eachDialect('owner product list API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let owner: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    owner = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const titles = async (query: string) =>
    json<Page>(await owner('GET', `${BASE}?pageSize=200&${query}`)).products.map((p) => p.title);

  it('lists every product with its variant figures, sorted and paged', async () => {
    const all = json<Page>(await owner('GET', `${BASE}?pageSize=200`));
    expect(all.total).toBe(13);
    const shirt = all.products.find((p) => p.title === 'Shirt');
    expect(shirt).toMatchObject({
      variantCount: 4,
      minPrice: 1800,
      maxPrice: 2200,
      onSale: true,
      stock: null,
    });
    expect(all.products.find((p) => p.title === 'Mug')).toMatchObject({ stock: 3, onSale: false });
    expect(all.products.find((p) => p.title === 'Ebook')).toMatchObject({ stock: null });
    const names = all.products.map((p) => p.title);
    expect(names).toEqual([...names].sort());
    const page2 = json<Page>(await owner('GET', `${BASE}?pageSize=5&page=2&sort=-title`));
    expect(page2.products.map((p) => p.title)).toEqual([...names].reverse().slice(5, 10));
    const byPrice = json<Page>(await owner('GET', `${BASE}?sort=-price&pageSize=1`)).products[0];
    // Sorted by the lowest price a buyer pays: the jacket's 90.00 beats the gift card's 25.00.
    expect(byPrice?.title).toBe('Jacket');
  });

  it('filters by search, type, visibility, sale, stock and category', async () => {
    expect(await titles('search=SHI')).toEqual(['Shirt']);
    expect(
      await titles(`search=${encodeURIComponent(store.mug.variants[0]!.sku.slice(0, 6).toLowerCase())}`),
    ).toEqual(['Mug']);
    expect(await titles('type=3')).toEqual(['Lesson']);
    expect(await titles('visibility=draft')).toEqual(['Draft']);
    expect(await titles('onSale=true')).toEqual(['Shirt']);
    expect(await titles('stock=low&lowStockAt=3')).toEqual(['Mug', 'Tag']);
    const mug = store.mug.variants[0]!;
    await owner('PATCH', `/api/admin/commerce/inventory/${mug.id}`, { version: mug.version, qtyInStock: 0 });
    expect(await titles('stock=out')).toEqual(['Mug']);
    expect(await titles('stock=in-stock')).not.toContain('Mug');
    const root =
      (await findRootCategory(getDb().db, site.website.id, store.collectionId)) ??
      (await createRootCategory(getDb().db, site.website.id, store.collectionId, 'Shop'));
    const cups = await createCategory(getDb().db, site.website.id, {
      collectionId: store.collectionId,
      parentId: root.id,
      displayName: 'Cups',
      urlSlug: 'cups',
    });
    const added = await owner('POST', `${BASE}/bulk`, {
      action: 'add-category',
      categoryId: cups.id,
      productIds: [store.mug.item_id, store.pen.item_id, 'f'.repeat(24)],
    });
    expect(added.json()).toEqual({ updated: 2, skipped: 1 });
    expect(await titles(`categoryId=${cups.id}`)).toEqual(['Mug', 'Pen']);
  });

  it('publishes, hides and deletes in bulk; deleting wants confirmation', async () => {
    const ids = [store.socks.item_id, store.tag.item_id];
    expect((await owner('POST', `${BASE}/bulk`, { action: 'hide', productIds: ids })).json()).toMatchObject({
      updated: 2,
    });
    expect(await titles('visibility=draft')).toEqual(['Draft', 'Socks', 'Tag']);
    await owner('POST', `${BASE}/bulk`, { action: 'publish', productIds: ids });
    expect(await titles('visibility=draft')).toEqual(['Draft']);
    const unconfirmed = await owner('POST', `${BASE}/bulk`, {
      action: 'delete',
      productIds: [store.draft.item_id],
    });
    expect(unconfirmed.statusCode).toBe(400);
    const deleted = await owner('POST', `${BASE}/bulk`, {
      action: 'delete',
      confirm: true,
      productIds: [store.draft.item_id],
    });
    expect(deleted.json()).toMatchObject({ updated: 1 });
    expect(await titles('search=draft')).toEqual([]);
  });

  it('keeps the figures of a product whose variants change, are added or removed', async () => {
    const figures = async () =>
      json<Page>(await owner('GET', `${BASE}?pageSize=200&search=shirt`)).products[0];
    const [first, second] = store.shirt.variants;
    const edited = await owner('PATCH', `/api/admin/variants/${first!.id}`, {
      version: first!.version,
      price: 500,
      onSale: false,
    });
    expect(edited.statusCode).toBe(200);
    await owner('DELETE', `/api/admin/variants/${second!.id}`);
    const after = await figures();
    expect(after).toMatchObject({ variantCount: 3, minPrice: 500, maxPrice: 2200, onSale: true });
  });

  it('shows one website its own products only, and needs commerce.products', async () => {
    const other = await seedSite(getDb().db);
    await seedStore(getDb().db, other.website.id);
    const theirs = json<Page>(await ownerApi(app, await signIn(app, other))('GET', `${BASE}?pageSize=200`));
    const ours = json<Page>(await owner('GET', `${BASE}?pageSize=200`));
    expect(theirs.products.some((p) => ours.products.some((o) => o.id === p.id))).toBe(false);
    const editor = await seedSite(getDb().db, 4);
    expect((await ownerApi(app, await signIn(app, editor))('GET', BASE)).statusCode).toBe(403);
  });
});
