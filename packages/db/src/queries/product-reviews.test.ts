import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import { createProduct } from './products.js';
import {
  deleteProductReview,
  insertProductReview,
  listProductReviews,
  listPublishedReviews,
  productReviewSummary,
  setProductReviewStatus,
  type ProductReviewInput,
} from './product-reviews.js';
import { createWebsite } from './websites.js';

async function mugShop(db: Executor) {
  const website = await createWebsite(db, { slug: `r${newId()}`, title: 'Kiln' });
  const shop = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = (urlId: string) =>
    createProduct(db, website.id, {
      item: { collectionId: shop.id, title: urlId, urlId, publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `M-${newId()}`, price: 3800, currency: 'USD', qtyInStock: 5 }],
    });
  const [mug, bowl] = await Promise.all([product('mug'), product('bowl')]);
  return { websiteId: website.id, mugId: mug.item_id, bowlId: bowl.item_id };
}

function review(itemId: string, rating: number, now: number, extra: Partial<ProductReviewInput> = {}) {
  return {
    itemId,
    rating,
    title: `Rated ${rating}`,
    body: 'Lovely glaze.',
    authorName: 'Ada',
    authorEmail: ' Ada@Example.org ',
    now,
    ...extra,
  };
}

eachDialect('product review queries', (getDb) => {
  it('stores a visitor review as pending, with the address trimmed and lower-cased', async () => {
    const { db } = getDb();
    const { websiteId, mugId } = await mugShop(db);
    const stored = await insertProductReview(db, websiteId, review(mugId, 4, 1000));
    expect(stored).toMatchObject({ status: 'pending', rating: 4, author_email: 'ada@example.org' });
    expect(await listPublishedReviews(db, websiteId, mugId, 10)).toEqual([]);
    expect(await productReviewSummary(db, websiteId, mugId)).toEqual({ average: 0, count: 0 });
  });

  it('averages and lists only published reviews, newest first', async () => {
    const { db } = getDb();
    const { websiteId, mugId, bowlId } = await mugShop(db);
    const published = { status: 'published' as const };
    await insertProductReview(db, websiteId, review(mugId, 5, 1000, published));
    await insertProductReview(db, websiteId, review(mugId, 4, 2000, published));
    await insertProductReview(db, websiteId, review(mugId, 4, 3000, published));
    await insertProductReview(db, websiteId, review(mugId, 1, 4000));
    await insertProductReview(db, websiteId, review(bowlId, 1, 5000, published));
    expect(await productReviewSummary(db, websiteId, mugId)).toEqual({ average: 4.3, count: 3 });
    const newest = await listPublishedReviews(db, websiteId, mugId, 2);
    expect(newest.map((r) => r.created_at)).toEqual([3000, 2000]);
  });

  it('refuses a rating outside 1–5, a fraction, an unknown status and another website’s product', async () => {
    const { db } = getDb();
    const a = await mugShop(db);
    const b = await mugShop(db);
    for (const rating of [0, 6, 2.5]) {
      await expect(insertProductReview(db, a.websiteId, review(a.mugId, rating, 1))).rejects.toThrow();
    }
    await expect(
      insertProductReview(db, a.websiteId, review(a.mugId, 3, 1, { status: 'spam' as never })),
    ).rejects.toThrow();
    await expect(insertProductReview(db, b.websiteId, review(a.mugId, 3, 1))).rejects.toThrow();
  });

  it('lets the owner page, filter, publish, reject and delete, within their website only', async () => {
    const { db } = getDb();
    const a = await mugShop(db);
    const b = await mugShop(db);
    const first = await insertProductReview(db, a.websiteId, review(a.mugId, 5, 1000));
    const second = await insertProductReview(db, a.websiteId, review(a.bowlId, 2, 2000));
    await insertProductReview(db, a.websiteId, review(a.mugId, 3, 3000));

    const page = await listProductReviews(db, a.websiteId, {}, { offset: 1, limit: 1 });
    expect(page.total).toBe(3);
    expect(page.reviews.map((r) => r.id)).toEqual([second.id]);
    const bowls = await listProductReviews(db, a.websiteId, { itemId: a.bowlId }, { offset: 0, limit: 10 });
    expect(bowls.reviews.map((r) => r.id)).toEqual([second.id]);

    expect(await setProductReviewStatus(db, b.websiteId, first.id, 'published')).toBeUndefined();
    expect((await setProductReviewStatus(db, a.websiteId, first.id, 'published'))?.status).toBe('published');
    expect((await setProductReviewStatus(db, a.websiteId, second.id, 'rejected'))?.status).toBe('rejected');
    const pending = await listProductReviews(
      db,
      a.websiteId,
      { status: 'pending' },
      { offset: 0, limit: 10 },
    );
    expect(pending.total).toBe(1);

    expect(await deleteProductReview(db, b.websiteId, first.id)).toBe(false);
    expect(await deleteProductReview(db, a.websiteId, first.id)).toBe(true);
    expect(await deleteProductReview(db, a.websiteId, first.id)).toBe(false);
    expect((await listProductReviews(db, a.websiteId, {}, { offset: 0, limit: 10 })).total).toBe(2);
  });
});
