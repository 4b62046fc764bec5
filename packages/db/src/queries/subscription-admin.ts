import { clockOf } from '../clock.js';
import { sql } from 'kysely';
import { rowDecoder, type Decoded } from '../schema/columns.js';
import type { OrderRow } from '../schema/orders.js';
import type { SubscriptionRow, SubscriptionState } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { likePrefix } from './prefix-range.js';

const decode = rowDecoder<SubscriptionRow>(['shipping_address', 'location', 'renewal_amounts'], []);
export type OwnerSubscription = Decoded<SubscriptionRow>;

export interface SubscriptionFilter {
  /** A state, or 'paused' for active subscriptions whose renewals the owner paused. */
  state?: SubscriptionState | 'paused' | undefined;
  /** With failed renewals only. */
  failed?: boolean | undefined;
  /** The start of the subscriber's email or the product name. */
  search?: string | undefined;
}

/** The owner's subscription list, newest first, with the total for the filter. */
export async function listOwnerSubscriptions(
  db: Executor,
  websiteId: string,
  filter: SubscriptionFilter,
  page: { offset: number; limit: number },
): Promise<{ subscriptions: OwnerSubscription[]; total: number }> {
  let query = db.selectFrom('subscriptions').where('website_id', '=', websiteId);
  if (filter.state === 'paused')
    query = query.where('state', '=', 'active').where('paused_at', 'is not', null);
  else if (filter.state === 'active')
    query = query.where('state', '=', 'active').where('paused_at', 'is', null);
  else if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.failed) query = query.where('failed_renewals', '>', 0);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = likePrefix(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(product_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { subscriptions: rows.map(decode), total: Number(count.n) };
}

/** Pauses renewals of an active subscription (due renewals are skipped while paused). */
export async function pauseSubscription(
  db: Executor,
  websiteId: string,
  id: string,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ paused_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('paused_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Resumes a paused subscription: the next renewal is due at `nextAt` (never in the past). */
export async function resumeSubscription(
  db: Executor,
  websiteId: string,
  id: string,
  nextAt: number,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ paused_at: null, next_billing_at: nextAt, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('paused_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a refused renewal (declined card, no stock) so the owner sees it, with when it is retried
 * next (null: no retry is due). Answers the subscription's count of refused renewals after this one.
 */
export async function recordRenewalFailure(
  db: Executor,
  websiteId: string,
  id: string,
  reason: string,
  nextRetryAt: number | null = null,
  now = clockOf(db).now(),
): Promise<number> {
  const row = await db
    .updateTable('subscriptions')
    .set({
      failed_renewals: sql<number>`failed_renewals + 1`,
      last_failure_reason: reason,
      last_failure_at: now,
      next_retry_at: nextRetryAt,
      updated_at: now,
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .returning('failed_renewals')
    .executeTakeFirst();
  return Number(row?.failed_renewals ?? 0);
}

/** A subscription's orders (the first one and every renewal), newest first. */
export async function listSubscriptionOrders(
  db: Executor,
  websiteId: string,
  subscription: { id: string; first_order_id: string },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where((eb) =>
      eb.or([eb('subscription_id', '=', subscription.id), eb('id', '=', subscription.first_order_id)]),
    )
    .orderBy('order_number', 'desc')
    .limit(500)
    .execute();
}
