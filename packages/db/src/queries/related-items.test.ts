import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { RECORD_TYPES } from '../schema.js';
import { eachDialect } from '../testing.js';
import { createCategory, createRootCategory, setProductCategories } from './categories.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import { createItem } from './items.js';
import { findPublicItem, listPublicItems } from './public-content.js';
import { createProduct } from './products.js';
import { findNeighbourItems, listRelatedProducts } from './related-items.js';
import { createWebsite } from './websites.js';

const NOW = Date.UTC(2031, 0, 1);

async function site(db: Executor) {
  return createWebsite(db, { slug: `r${newId()}`, title: 'Related' });
}

/** Every neighbour pair must match the list order `listPublicItems` shows. */
async function expectListOrder(
  db: Executor,
  websiteId: string,
  collectionId: string,
  ordering: 'user' | 'chronological',
) {
  const { items } = await listPublicItems(db, websiteId, collectionId, {
    page: 1,
    pageSize: 200,
    ordering,
    now: NOW,
  });
  expect(items.length).toBeGreaterThan(3);
  for (const [index, item] of items.entries()) {
    const { previous, next } = await findNeighbourItems(db, item, ordering, NOW);
    expect(previous?.id, `before ${item.title}`).toBe(items[index - 1]?.id);
    expect(next?.id, `after ${item.title}`).toBe(items[index + 1]?.id);
  }
}

eachDialect('related item queries', (getDb) => {
  it('finds the neighbours of an item in owner order, ties included, skipping what visitors cannot see', async () => {
    const { db } = getDb();
    const website = await site(db);
    const blog = await createCollection(db, website.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'b',
      title: 'B',
    });
    const post = (title: string, displayIndex: number, extra: object = {}) =>
      createItem(db, website.id, {
        collectionId: blog.id,
        recordType: RECORD_TYPES.text,
        title,
        urlId: title.toLowerCase(),
        displayIndex,
        publishState: 'published',
        ...extra,
      });
    for (const [title, index] of [
      ['A', 0],
      ['B', 1],
      ['C', 1],
      ['D', 1],
      ['E', 2],
      ['F', 3],
    ] as const) {
      await post(title, index);
    }
    await post('Draft', 1, { publishState: 'draft' });
    await post('Later', 2, { publishState: 'scheduled', publishOn: NOW + 1000 });
    await expectListOrder(db, website.id, blog.id, 'user');
    const other = await site(db);
    const theirs = await createCollection(db, other.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'b',
      title: 'B',
    });
    const lone = await createItem(db, other.id, {
      collectionId: theirs.id,
      recordType: RECORD_TYPES.text,
      title: 'Lone',
      urlId: 'lone',
      publishState: 'published',
    });
    expect(await findNeighbourItems(db, lone, 'user', NOW)).toEqual({ previous: undefined, next: undefined });
  });

  it('finds the neighbours in chronological order (start date, else publish date, else creation)', async () => {
    const { db } = getDb();
    const website = await site(db);
    const events = await createCollection(db, website.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'events',
      title: 'Events',
      ordering: 'chronological',
    });
    const dates: (object | undefined)[] = [
      { startDate: NOW - 5000 },
      { startDate: NOW - 1000 },
      { startDate: NOW - 1000 },
      { publishOn: NOW - 3000 },
      { startDate: NOW + 9000 },
      undefined,
    ];
    for (const [i, extra] of dates.entries()) {
      await createItem(db, website.id, {
        collectionId: events.id,
        recordType: RECORD_TYPES.event,
        title: `Event ${i}`,
        urlId: `event-${i}`,
        publishState: 'published',
        ...extra,
      });
    }
    await expectListOrder(db, website.id, events.id, 'chronological');
  });

  it('lists related products: same category first, then the rest of the store, never the product or hidden ones', async () => {
    const { db } = getDb();
    const website = await site(db);
    const shop = await createCollection(db, website.id, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    const root = await createRootCategory(db, website.id, shop.id, 'Shop');
    const category = (slug: string) =>
      createCategory(db, website.id, {
        collectionId: shop.id,
        parentId: root.id,
        displayName: slug,
        urlSlug: slug,
      });
    const [mugs, bowls] = [await category('mugs'), await category('bowls')];
    const product = async (
      title: string,
      displayIndex: number,
      categoryIds: string[],
      publishState = 'published',
    ) => {
      const created = await createProduct(db, website.id, {
        item: {
          collectionId: shop.id,
          title,
          urlId: title.toLowerCase().replace(/ /g, '-'),
          publishState: publishState as 'published',
          displayIndex,
        },
        productType: PRODUCT_TYPES.PHYSICAL,
        variants: [{ sku: `S-${newId()}`, price: 100, currency: 'USD', qtyInStock: 1 }],
      });
      await setProductCategories(db, website.id, created.item_id, categoryIds);
      return created.item_id;
    };
    const mug = await product('Blue Mug', 0, [mugs.id]);
    await product('Plate', 1, []);
    await product('Bowl', 2, [bowls.id]);
    await product('Green Mug', 3, [mugs.id]);
    await product('Tall Mug', 4, [mugs.id, bowls.id]);
    await product('Draft Mug', 5, [mugs.id], 'draft');
    await product('Cup', 6, []);
    await createItem(db, website.id, {
      collectionId: shop.id,
      recordType: RECORD_TYPES.text,
      title: 'Not a product',
      urlId: 'text',
      publishState: 'published',
    });
    const item = await findPublicItem(db, website.id, shop.id, 'blue-mug', NOW);
    expect(item?.id).toBe(mug);
    if (!item) return;
    const related = await listRelatedProducts(db, item, 4, NOW);
    expect(related.map((r) => r.title)).toEqual(['Green Mug', 'Tall Mug', 'Plate', 'Bowl']);
    expect((await listRelatedProducts(db, item, 10, NOW)).map((r) => r.title)).toEqual([
      'Green Mug',
      'Tall Mug',
      'Plate',
      'Bowl',
      'Cup',
    ]);
  });
});
