import { sql } from 'kysely';
import type { Executor } from './executor.js';

/** Orders placed since `from` and what they brought in (grand totals less refunds). */
export async function salesSince(
  db: Executor,
  websiteId: string,
  from: number,
): Promise<{ orders: number; total: number; currency: string | null }> {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number | string>`count(*)`.as('n'),
      sql<number | string | null>`sum(grand_total - refunded_total)`.as('total'),
      sql<string | null>`min(currency)`.as('currency'),
    ])
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', from)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.n), total: Number(row.total ?? 0), currency: row.currency };
}

/** Orders paid for and not yet (wholly) shipped. */
export async function countOrdersToFulfil(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('status', '=', 'pending')
    .where('fulfillment_state', 'in', ['unfulfilled', 'partial'])
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counted variants with `threshold` units or fewer (sold out included), fewest first. */
export async function lowStockVariants(db: Executor, websiteId: string, threshold: number, limit: number) {
  const base = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', (j) =>
      j.onRef('p.item_id', '=', 'v.product_id').onRef('p.website_id', '=', 'v.website_id'),
    )
    .innerJoin('items as i', (j) =>
      j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
    )
    .where('v.website_id', '=', websiteId)
    .where('p.product_type', 'in', [1, 3])
    .where('v.unlimited', '=', 0)
    .where('v.qty_in_stock', '<=', threshold);
  const [rows, count] = await Promise.all([
    base
      .select(['v.id', 'v.product_id', 'i.title', 'v.sku', 'v.attributes', 'v.qty_in_stock'])
      .orderBy('v.qty_in_stock')
      .orderBy('i.title')
      .limit(limit)
      .execute(),
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(count.n),
    variants: rows.map((r) => ({
      variantId: r.id,
      productId: r.product_id,
      productTitle: r.title,
      sku: r.sku,
      attributes: String(r.attributes),
      qtyInStock: Number(r.qty_in_stock),
    })),
  };
}

/** The newest form submissions with their form's name, and how many came since `since`. */
export async function latestSubmissions(db: Executor, websiteId: string, since: number, limit: number) {
  const [rows, recent] = await Promise.all([
    db
      .selectFrom('form_submissions as s')
      .innerJoin('forms as f', (j) =>
        j.onRef('f.id', '=', 's.form_id').onRef('f.website_id', '=', 's.website_id'),
      )
      .select(['s.id', 's.form_id', 'f.name', 's.page_title', 's.created_at'])
      .where('s.website_id', '=', websiteId)
      .orderBy('s.created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('form_submissions')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('website_id', '=', websiteId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    sinceCount: Number(recent.n),
    submissions: rows.map((r) => ({
      id: r.id,
      formId: r.form_id,
      formName: r.name,
      pageTitle: r.page_title,
      createdAt: Number(r.created_at),
    })),
  };
}

/** Reviews waiting for moderation: how many, and the oldest few. */
export async function pendingReviews(db: Executor, websiteId: string, limit: number) {
  const base = db
    .selectFrom('product_reviews')
    .where('website_id', '=', websiteId)
    .where('status', '=', 'pending');
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'item_id', 'rating', 'title', 'author_name', 'created_at'])
      .orderBy('created_at')
      .limit(limit)
      .execute(),
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(count.n),
    reviews: rows.map((r) => ({
      id: r.id,
      productId: r.item_id,
      rating: r.rating,
      title: r.title,
      authorName: r.author_name,
      createdAt: Number(r.created_at),
    })),
  };
}

/** Waitlist demand: people still waiting (not yet notified), and the products most waited for. */
export async function waitlistDemand(db: Executor, websiteId: string, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('waitlist_sign_ups as r')
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'r.product_id').onRef('i.website_id', '=', 'r.website_id'),
      )
      .select(['r.product_id', 'i.title', sql<number | string>`count(*)`.as('waiting')])
      .where('r.website_id', '=', websiteId)
      .where('r.notified_at', 'is', null)
      .groupBy(['r.product_id', 'i.title'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('i.title')
      .limit(limit)
      .execute(),
    db
      .selectFrom('waitlist_sign_ups')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('website_id', '=', websiteId)
      .where('notified_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    waiting: Number(count.n),
    products: rows.map((r) => ({
      productId: r.product_id,
      productTitle: r.title,
      waiting: Number(r.waiting),
    })),
  };
}
