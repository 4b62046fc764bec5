import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import {
  countCategories,
  createCategory,
  createRootCategory,
  findCategory,
  findRootCategory,
  listProductCategoryIds,
  setProductCategories,
  updateCategory,
} from './categories.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import {
  countProducts,
  createProduct,
  deleteVariant,
  findProduct,
  findVariantBySku,
  listProducts,
  updateProduct,
} from './products.js';
import { createWebsite } from './websites.js';

async function store(db: Executor) {
  const site = await createWebsite(db, { slug: `p${newId()}`, title: 'Store' });
  const shop = await createCollection(db, site.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  return { websiteId: site.id, collectionId: shop.id };
}

const product = (collectionId: string, urlId: string, displayIndex: number, sku: string) => ({
  item: { collectionId, title: urlId, urlId, displayIndex },
  productType: PRODUCT_TYPES.PHYSICAL,
  variants: [
    { sku, price: 1000, currency: 'USD', qtyInStock: 1 },
    { sku: `${sku}-2`, price: 1200, currency: 'USD' },
  ],
});

eachDialect('product and category queries for owners', (getDb) => {
  it('counts and lists a store’s products in display order with their variants, by caller-chosen ids', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    await createProduct(db, websiteId, product(collectionId, 'second', 2, `S-${newId()}`));
    const firstId = newId();
    await createProduct(db, websiteId, {
      ...product(collectionId, 'first', 1, `F-${newId()}`),
      item: { id: firstId, collectionId, title: 'first', urlId: 'first', displayIndex: 1 },
    });
    expect(await countProducts(db, websiteId, collectionId)).toBe(2);
    const list = await listProducts(db, websiteId, collectionId);
    expect(list.map((p) => [p.item_id === firstId, p.item.url_id, p.variants.length])).toEqual([
      [true, 'first', 2],
      [false, 'second', 2],
    ]);
    expect(await listProducts(db, websiteId, collectionId, { limit: 1, offset: 1 })).toHaveLength(1);
  });

  it('updates product fields, finds variants by SKU and deletes a variant, within the website only', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const other = await store(db);
    const sku = `U-${newId()}`;
    const created = await createProduct(db, websiteId, product(collectionId, 'u', 0, sku));
    expect(
      await updateProduct(db, websiteId, created.item_id, {
        customAddButtonText: 'Book',
        digitalFileId: null,
      }),
    ).toBe(true);
    expect(await updateProduct(db, other.websiteId, created.item_id, { customAddButtonText: 'Stolen' })).toBe(
      false,
    );
    const found = await findProduct(db, websiteId, created.item_id);
    expect([found?.custom_add_button_text, found?.use_custom_add_button_text]).toEqual(['Book', true]);
    expect((await findVariantBySku(db, websiteId, sku))?.product_id).toBe(created.item_id);
    expect(await findVariantBySku(db, other.websiteId, sku)).toBeUndefined();
    const second = created.variants[1]?.id ?? '';
    expect(await deleteVariant(db, other.websiteId, second)).toBe(false);
    expect(await deleteVariant(db, websiteId, second)).toBe(true);
    expect((await findProduct(db, websiteId, created.item_id))?.variants).toHaveLength(1);
  });

  it('finds, counts, renames and files products under categories', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const rootId = newId();
    const root = await createRootCategory(db, websiteId, collectionId, 'Shop', rootId);
    expect(root.id).toBe(rootId);
    expect((await findRootCategory(db, websiteId, collectionId))?.id).toBe(rootId);
    const tops = await createCategory(db, websiteId, {
      collectionId,
      parentId: rootId,
      displayName: 'Tops',
      urlSlug: 'tops',
    });
    expect(await countCategories(db, websiteId, collectionId)).toBe(2);
    expect((await updateCategory(db, websiteId, tops.id, { displayName: 'Shirts' }))?.display_name).toBe(
      'Shirts',
    );
    expect((await findCategory(db, websiteId, tops.id))?.url_slug).toBe('tops');
    const item = await createProduct(db, websiteId, product(collectionId, 'c', 0, `C-${newId()}`));
    await setProductCategories(db, websiteId, item.item_id, [rootId, tops.id]);
    expect((await listProductCategoryIds(db, websiteId, item.item_id)).sort()).toEqual(
      [rootId, tops.id].sort(),
    );
  });
});
