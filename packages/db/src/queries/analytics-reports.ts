import { sql } from 'kysely';
import type { Executor } from './executor.js';

/** A day range, inclusive, in days since the epoch (UTC). */
export interface DayRange {
  from: number;
  to: number;
}

/** The site's counters per day for the given metrics. */
export async function dailySeries(
  db: Executor,
  websiteId: string,
  range: DayRange,
  metrics: readonly string[],
  dimension = 'site',
  dimKey = '',
): Promise<{ day: number; metric: string; value: number }[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'metric', 'value'])
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .where('metric', 'in', metrics)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('dim_key', '=', dimKey)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), metric: r.metric, value: Number(r.value) }));
}

/** The keys of a dimension with the largest sum of a metric over the range. */
export async function topKeys(
  db: Executor,
  websiteId: string,
  range: DayRange,
  dimension: string,
  metric: string,
  limit: number,
): Promise<{ key: string; value: number }[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['dim_key', (eb) => eb.fn.sum<number | string>('value').as('total')])
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .where('metric', '=', metric)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('dim_key')
    .orderBy('total', 'desc')
    .orderBy('dim_key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ key: r.dim_key, value: Number(r.total) }));
}

/**
 * Every key of a dimension with its sum per metric over the range (forms, buttons, vitals
 * ratings); with `keys`, only those keys (read through the dimension/key index).
 */
export async function keyTotals(
  db: Executor,
  websiteId: string,
  range: DayRange,
  dimension: string,
  metrics: readonly string[],
  limit = 500,
  keys?: readonly string[],
): Promise<{ key: string; metric: string; value: number }[]> {
  if (keys?.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['dim_key', 'metric', (eb) => eb.fn.sum<number | string>('value').as('total')])
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .$if(keys !== undefined, (q) => q.where('dim_key', 'in', keys ?? []))
    .where('metric', 'in', metrics)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['dim_key', 'metric'])
    .orderBy('dim_key')
    .limit(limit * metrics.length)
    .execute();
  return rows.map((r) => ({ key: r.dim_key, metric: r.metric, value: Number(r.total) }));
}

/** JavaScript errors grouped by message and page over the range, most frequent first; `offset` pages. */
export async function errorGroups(
  db: Executor,
  websiteId: string,
  range: DayRange,
  limit: number,
  offset = 0,
): Promise<{ message: string; path: string; count: number; lastSeen: number }[]> {
  const rows = await db
    .selectFrom('analytics_error_groups')
    .select([
      'group_key',
      (eb) => eb.fn.max('message').as('message'),
      (eb) => eb.fn.max('path').as('path'),
      (eb) => eb.fn.sum<number | string>('count').as('total'),
      (eb) => eb.fn.max('last_seen').as('last'),
    ])
    .where('website_id', '=', websiteId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('group_key')
    .orderBy('total', 'desc')
    .orderBy('last', 'desc')
    .orderBy('group_key')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    message: String(r.message),
    path: String(r.path),
    count: Number(r.total),
    lastSeen: Number(r.last),
  }));
}

/** How many error groups (message and page) the range has. */
export async function errorGroupCount(db: Executor, websiteId: string, range: DayRange): Promise<number> {
  const row = await db
    .selectFrom('analytics_error_groups')
    .select((eb) => eb.fn.count<number | string>('group_key').distinct().as('n'))
    .where('website_id', '=', websiteId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders placed in a time range (test orders excluded): count, revenue and currency. */
export async function salesTotals(
  db: Executor,
  websiteId: string,
  fromMs: number,
  toMs: number,
): Promise<{ currency: string; orders: number; revenue: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'currency',
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('grand_total').as('revenue'),
    ])
    .where('website_id', '=', websiteId)
    .where('test_mode', '=', 0)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy('currency')
    .execute();
  return rows.map((r) => ({
    currency: r.currency,
    orders: Number(r.orders),
    revenue: Number(r.revenue ?? 0),
  }));
}

/** The best-selling products of a time range by revenue, from the stored orders. */
export async function topSellingProducts(
  db: Executor,
  websiteId: string,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<{ itemId: string; productName: string; quantity: number; revenue: number; orders: number }[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', (j) =>
      j
        .onRef('orders.website_id', '=', 'order_items.website_id')
        .onRef('orders.id', '=', 'order_items.order_id'),
    )
    .select([
      'order_items.item_id',
      (eb) => eb.fn.max('order_items.product_name').as('product_name'),
      (eb) => eb.fn.sum<number | string>('order_items.quantity').as('quantity'),
      (eb) => eb.fn.sum<number | string>('order_items.line_total').as('revenue'),
      (eb) => sql<number | string>`count(distinct ${eb.ref('orders.id')})`.as('orders'),
    ])
    .where('order_items.website_id', '=', websiteId)
    .where('orders.test_mode', '=', 0)
    .where('orders.created_at', '>=', fromMs)
    .where('orders.created_at', '<', toMs)
    .groupBy('order_items.item_id')
    .orderBy('revenue', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    productName: String(r.product_name),
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
    orders: Number(r.orders),
  }));
}

/** Every form of the website with its submissions stored in a time range. */
export async function formSubmissionCounts(
  db: Executor,
  websiteId: string,
  fromMs: number,
  toMs: number,
): Promise<{ formId: string; name: string; submissions: number }[]> {
  const rows = await db
    .selectFrom('forms')
    .leftJoin('form_submissions', (j) =>
      j
        .onRef('form_submissions.website_id', '=', 'forms.website_id')
        .onRef('form_submissions.form_id', '=', 'forms.id')
        .on('form_submissions.created_at', '>=', fromMs)
        .on('form_submissions.created_at', '<', toMs),
    )
    .select([
      'forms.id',
      'forms.name',
      (eb) => eb.fn.count<number | string>('form_submissions.id').as('total'),
    ])
    .where('forms.website_id', '=', websiteId)
    .groupBy(['forms.id', 'forms.name'])
    .orderBy('forms.name')
    .execute();
  return rows.map((r) => ({ formId: r.id, name: r.name, submissions: Number(r.total) }));
}
