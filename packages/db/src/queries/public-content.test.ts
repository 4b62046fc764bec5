import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { RECORD_TYPES } from '../schema.js';
import { eachDialect } from '../testing.js';
import { createAccount } from './accounts.js';
import {
  createCategory,
  createRootCategory,
  listStoreCategories,
  setProductCategories,
} from './categories.js';
import { createCollection } from './collections.js';
import { addContributor } from './contributors.js';
import type { Executor } from './executor.js';
import { insertFile, putImageVariant } from './files.js';
import { createItem } from './items.js';
import { ensureLayout, loadLayoutBlocks, replaceBlocks } from './layouts.js';
import {
  findPublicItem,
  findPublicItemsByIds,
  listPublicItems,
  loadAuthorNames,
  loadImages,
} from './public-content.js';
import { loadProductsOf } from './products.js';
import { createProduct } from './products.js';
import { createWebsite } from './websites.js';

const NOW = 1_700_000_000_000;

async function site(db: Executor) {
  const website = await createWebsite(db, { slug: `p${newId()}`, title: 'Pages' });
  const blog = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'blog',
    title: 'Blog',
  });
  return { websiteId: website.id, blogId: blog.id };
}

async function post(db: Executor, websiteId: string, collectionId: string, extra: Record<string, unknown>) {
  return createItem(db, websiteId, {
    collectionId,
    recordType: RECORD_TYPES.text,
    title: String(extra['title'] ?? 'Post'),
    urlId: String(extra['urlId'] ?? newId()),
    ...extra,
  });
}

eachDialect('public page queries', (getDb) => {
  it('shows published items and scheduled ones whose time has come, never drafts or private items', async () => {
    const { db } = getDb();
    const { websiteId, blogId } = await site(db);
    await post(db, websiteId, blogId, { urlId: 'live', publishState: 'published' });
    await post(db, websiteId, blogId, { urlId: 'draft', publishState: 'draft' });
    await post(db, websiteId, blogId, { urlId: 'private', publishState: 'private' });
    await post(db, websiteId, blogId, { urlId: 'review', publishState: 'needs-review' });
    await post(db, websiteId, blogId, { urlId: 'due', publishState: 'scheduled', publishOn: NOW - 1 });
    await post(db, websiteId, blogId, { urlId: 'later', publishState: 'scheduled', publishOn: NOW + 1 });
    await post(db, websiteId, blogId, { urlId: 'embargo', publishState: 'published', publishOn: NOW + 1 });
    const visible = async (urlId: string) =>
      (await findPublicItem(db, websiteId, blogId, urlId, NOW))?.url_id;
    expect(await visible('live')).toBe('live');
    expect(await visible('due')).toBe('due');
    for (const hidden of ['draft', 'private', 'review', 'later', 'embargo']) {
      expect(await visible(hidden)).toBeUndefined();
    }
    const list = await listPublicItems(db, websiteId, blogId, {
      page: 1,
      pageSize: 10,
      ordering: 'user',
      now: NOW,
    });
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.url_id).sort()).toEqual(['due', 'live']);
  });

  it('pages through items in owner order or newest first, with the total', async () => {
    const { db } = getDb();
    const { websiteId, blogId } = await site(db);
    for (let i = 0; i < 5; i += 1) {
      await post(db, websiteId, blogId, {
        urlId: `p${i}`,
        publishState: 'published',
        displayIndex: 4 - i,
        startDate: NOW + i,
      });
    }
    const page = (n: number, ordering: 'user' | 'chronological') =>
      listPublicItems(db, websiteId, blogId, { page: n, pageSize: 2, ordering, now: NOW });
    expect((await page(1, 'user')).items.map((i) => i.url_id)).toEqual(['p4', 'p3']);
    expect((await page(3, 'user')).items.map((i) => i.url_id)).toEqual(['p0']);
    expect((await page(3, 'user')).total).toBe(5);
    expect((await page(1, 'chronological')).items.map((i) => i.url_id)).toEqual(['p4', 'p3']);
  });

  it('filters a store by category slug and batches products, variants and images', async () => {
    const { db } = getDb();
    const { websiteId } = await site(db);
    const shop = await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    const root = await createRootCategory(db, websiteId, shop.id, 'Shop');
    const mugs = await createCategory(db, websiteId, {
      collectionId: shop.id,
      parentId: root.id,
      displayName: 'Mugs',
      urlSlug: 'mugs',
    });
    const file = await insertFile(db, websiteId, {
      filename: 'mug.jpg',
      contentType: 'image/jpeg',
      byteSize: 10,
      storageKey: `k/${newId()}`,
      originalWidth: 1200,
      originalHeight: 800,
    });
    await putImageVariant(db, websiteId, file.id, { width: 500, storageKey: 'a', byteSize: 1 });
    await putImageVariant(db, websiteId, file.id, { width: 100, storageKey: 'b', byteSize: 1 });
    const mug = await createProduct(db, websiteId, {
      item: { collectionId: shop.id, title: 'Mug', urlId: 'mug', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      images: [file.id],
      variants: [
        { sku: `A-${newId()}`, price: 900, currency: 'USD' },
        { sku: `B-${newId()}`, price: 1100, currency: 'USD', onSale: true, salePrice: 800 },
      ],
    });
    await createProduct(db, websiteId, {
      item: { collectionId: shop.id, title: 'Hat', urlId: 'hat', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `H-${newId()}`, price: 2000, currency: 'USD' }],
    });
    await setProductCategories(db, websiteId, mug.item_id, [mugs.id]);
    const filtered = await listPublicItems(db, websiteId, shop.id, {
      page: 1,
      pageSize: 10,
      ordering: 'user',
      categorySlug: 'mugs',
      now: NOW,
    });
    expect(filtered.items.map((i) => i.title)).toEqual(['Mug']);
    expect(filtered.total).toBe(1);
    expect(await listStoreCategories(db, websiteId, shop.id)).toEqual([
      { id: mugs.id, displayName: 'Mugs', urlSlug: 'mugs' },
    ]);
    const products = await loadProductsOf(db, websiteId, [mug.item_id]);
    expect(products.get(mug.item_id)?.variants.map((v) => [v.price, v.on_sale])).toEqual([
      [900, false],
      [1100, true],
    ]);
    const images = await loadImages(db, websiteId, [file.id, file.id]);
    expect(images.get(file.id)?.widths).toEqual([100, 500]);
  });

  it('never returns another website’s rows, even when given their ids', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const bPost = await post(db, b.websiteId, b.blogId, { urlId: 'b-post', publishState: 'published' });
    const bFile = await insertFile(db, b.websiteId, {
      filename: 'b.jpg',
      contentType: 'image/jpeg',
      byteSize: 1,
      storageKey: `b/${newId()}`,
    });
    const layout = await ensureLayout(db, b.websiteId, { ownerKind: 'collection', ownerId: b.blogId });
    await replaceBlocks(db, b.websiteId, layout, [{ blockType: 2, config: { html: 'b' } }]);
    expect(await findPublicItem(db, a.websiteId, b.blogId, 'b-post', NOW)).toBeUndefined();
    expect(await findPublicItemsByIds(db, a.websiteId, [bPost.id], NOW)).toEqual([]);
    expect((await loadImages(db, a.websiteId, [bFile.id])).size).toBe(0);
    expect(await loadLayoutBlocks(db, a.websiteId, 'collection', b.blogId)).toEqual([]);
    expect((await loadLayoutBlocks(db, b.websiteId, 'collection', b.blogId)).map((x) => x.config)).toEqual([
      { html: 'b' },
    ]);
  });

  it('names only authors who contribute to the website', async () => {
    const { db } = getDb();
    const { websiteId } = await site(db);
    const author = await createAccount(db, {
      email: `a-${newId()}@x.test`,
      passwordHash: 'h',
      displayName: 'Ada',
    });
    const stranger = await createAccount(db, {
      email: `s-${newId()}@x.test`,
      passwordHash: 'h',
      displayName: 'Sam',
    });
    await addContributor(db, websiteId, author.id, 4);
    const names = await loadAuthorNames(db, websiteId, [author.id, stranger.id]);
    expect([...names]).toEqual([[author.id, 'Ada']]);
  });
});
