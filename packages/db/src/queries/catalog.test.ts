import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createRootCategory, listCategories } from './categories.js';
import { createCollection } from './collections.js';
import { ensureLayout, listBlocks, replaceBlocks } from './layouts.js';
import { createProduct, findVariant, returnStock, takeStock } from './products.js';
import { searchItems, updateItem } from './items.js';
import { createWebsite } from './websites.js';
import type { Executor } from './executor.js';

async function store(db: Executor) {
  const site = await createWebsite(db, { slug: `c${newId()}`, title: 'Store' });
  const shop = await createCollection(db, site.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  return { websiteId: site.id, collectionId: shop.id };
}

eachDialect('catalog queries', (getDb) => {
  it('creates a product with variants and takes stock without going below zero', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const product = await createProduct(db, websiteId, {
      item: { collectionId, title: 'Blue Mug', urlId: 'blue-mug', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [
        { sku: `M-${newId()}`, price: 1500, currency: 'USD', qtyInStock: 2, attributes: { Size: 'M' } },
        { sku: `L-${newId()}`, price: 1700, currency: 'USD', unlimited: true },
      ],
    });
    expect(product.item.title).toBe('Blue Mug');
    expect(product.variants.map((v) => [v.price, v.unlimited])).toEqual([
      [1500, false],
      [1700, true],
    ]);
    const [limited, unlimited] = product.variants;
    if (!limited || !unlimited) throw new Error('variants missing');
    const results = await Promise.all([1, 2, 3].map(() => takeStock(db, websiteId, limited.id, 1)));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect((await findVariant(db, websiteId, limited.id))?.qty_in_stock).toBe(0);
    expect(await takeStock(db, websiteId, unlimited.id, 50)).toBe(true);
    await returnStock(db, websiteId, limited.id, 1);
    expect((await findVariant(db, websiteId, limited.id))?.qty_in_stock).toBe(1);
  });

  it('allows exactly one ROOT category per store collection', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const root = await createRootCategory(db, websiteId, collectionId, 'Shop');
    expect(root).toMatchObject({
      type: 'ROOT',
      display_index: 1,
      page_rendering: 'LIST_VIEW',
      parent_id: null,
    });
    await expect(createRootCategory(db, websiteId, collectionId, 'Again')).rejects.toThrow();
    expect(await listCategories(db, websiteId, collectionId)).toHaveLength(1);
  });

  it('keeps at most 60 blocks per layout', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const layoutId = await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: collectionId });
    expect(await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: collectionId })).toBe(
      layoutId,
    );
    const blocks = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ blockType: 2, config: { html: `<p>${i}</p>` } }));
    expect(await replaceBlocks(db, websiteId, layoutId, blocks(60))).toHaveLength(60);
    expect(await replaceBlocks(db, websiteId, layoutId, blocks(61))).toBeUndefined();
    const stored = await listBlocks(db, websiteId, layoutId);
    expect(stored).toHaveLength(60);
    expect(stored[59]?.config).toEqual({ html: '<p>59</p>' });
    await expect(
      db
        .insertInto('blocks')
        .values({ id: newId(), website_id: websiteId, layout_id: layoutId, block_type: 2, position: 60 })
        .execute(),
    ).rejects.toThrow(/blocks_position_range/);
  });

  it('searches published items by word', async () => {
    const { db } = getDb();
    const { websiteId, collectionId } = await store(db);
    const product = await createProduct(db, websiteId, {
      item: { collectionId, title: 'Ceramic Teapot', urlId: 'teapot', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `T-${newId()}`, price: 100, currency: 'USD' }],
    });
    expect((await searchItems(db, websiteId, 'teapot')).map((i) => i.id)).toEqual([product.item_id]);
    await updateItem(db, websiteId, product.item_id, { publishState: 'draft' });
    expect(await searchItems(db, websiteId, 'teapot')).toEqual([]);
  });
});
