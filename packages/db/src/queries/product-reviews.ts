import { newId } from '../ids.js';
import type { ProductReviewRow, ProductReviewStatus } from '../schema/product-reviews.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type ProductReview = ProductReviewRow;

export interface ProductReviewInput {
  itemId: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** Stored trimmed and lower-cased. */
  authorEmail: string;
  /** Default 'pending': a visitor's review waits for the owner. */
  status?: ProductReviewStatus;
  now?: number;
  /** A chosen id (the demo seed's stable ids); default a new one. */
  id?: string;
  /** The order whose review request it came through (one review per order and product). */
  orderId?: string;
}

/** Stores a review (pending unless said otherwise) and returns it. */
export async function insertProductReview(
  db: Executor,
  websiteId: string,
  input: ProductReviewInput,
): Promise<ProductReview> {
  return db
    .insertInto('product_reviews')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      item_id: input.itemId,
      rating: input.rating,
      title: input.title,
      body: input.body,
      author_name: input.authorName,
      author_email: input.authorEmail.trim().toLowerCase(),
      status: input.status ?? 'pending',
      created_at: input.now ?? clockOf(db).now(),
      order_id: input.orderId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores the review of one product of an order, from its review request: pending, once per order
 * and product (a second one, also racing, is undefined and adds nothing).
 */
export async function insertOrderReview(
  db: Executor,
  websiteId: string,
  input: ProductReviewInput & { orderId: string },
): Promise<ProductReview | undefined> {
  return db
    .insertInto('product_reviews')
    .values({
      id: newId(),
      website_id: websiteId,
      item_id: input.itemId,
      rating: input.rating,
      title: input.title,
      body: input.body,
      author_name: input.authorName,
      author_email: input.authorEmail.trim().toLowerCase(),
      status: 'pending',
      created_at: clockOf(db).now(),
      order_id: input.orderId,
    })
    .onConflict((oc) => oc.columns(['website_id', 'order_id', 'item_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The products of an order already reviewed through its review request. */
export async function listOrderReviewedItems(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('product_reviews')
    .select('item_id')
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.item_id);
}

export interface ProductReviewSummary {
  /** The mean rating of the published reviews, rounded to one decimal; 0 when there are none. */
  average: number;
  count: number;
}

/** Average and number of a product's published reviews. */
export async function productReviewSummary(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<ProductReviewSummary> {
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('rating').as('total'),
    ])
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  // Summed as integers and divided here, so both databases round the same way.
  const average = count === 0 ? 0 : Math.round((Number(row.total) / count) * 10) / 10;
  return { average, count };
}

/** A product's newest published reviews, at most `limit`. */
export async function listPublishedReviews(
  db: Executor,
  websiteId: string,
  itemId: string,
  limit: number,
): Promise<ProductReview[]> {
  return db
    .selectFrom('product_reviews')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface ProductReviewFilter {
  status?: ProductReviewStatus;
  itemId?: string;
}

/** A review in the owner's list, with the title of the product it is about. */
export type ListedProductReview = ProductReview & { product_title: string | null };

/** The owner's list: newest first, optionally by status and product, one page at a time. */
export async function listProductReviews(
  db: Executor,
  websiteId: string,
  filter: ProductReviewFilter,
  page: { offset: number; limit: number },
): Promise<{ reviews: ListedProductReview[]; total: number }> {
  let query = db.selectFrom('product_reviews as r').where('r.website_id', '=', websiteId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.itemId) query = query.where('r.item_id', '=', filter.itemId);
  const [reviews, count] = await Promise.all([
    query
      // The moderator needs to know which product a review is about; a deleted product leaves null.
      .leftJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'r.item_id').onRef('i.website_id', '=', 'r.website_id'),
      )
      .selectAll('r')
      .select('i.title as product_title')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { reviews, total: Number(count.n) };
}

/** Publishes or rejects a review; `undefined` when this website has no such review. */
export async function setProductReviewStatus(
  db: Executor,
  websiteId: string,
  reviewId: string,
  status: ProductReviewStatus,
): Promise<ProductReview | undefined> {
  return db
    .updateTable('product_reviews')
    .set({ status })
    .where('website_id', '=', websiteId)
    .where('id', '=', reviewId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a review; whether this website had it. */
export async function deleteProductReview(
  db: Executor,
  websiteId: string,
  reviewId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('product_reviews')
    .where('website_id', '=', websiteId)
    .where('id', '=', reviewId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
