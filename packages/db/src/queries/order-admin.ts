import { sql, type SelectQueryBuilder } from 'kysely';
import { rowDecoder, type Decoded } from '../schema/columns.js';
import type { OrderRow, OrderStatus, PaymentState } from '../schema/orders.js';
import type { FulfillmentState } from '../schema/selling.js';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';
import { recordCustomerRefund } from './customers.js';
import { startsWith } from './prefix-range.js';

type Order = Decoded<OrderRow>;

const decodeOrder = rowDecoder<OrderRow>(
  ['shipping_address', 'location', 'shipping_option', 'coupons', 'tax_lines'],
  ['test_mode'],
);

/** The owner's order list filters (any combination; each has an index led by the website). */
export interface OrderFilter {
  /** An order status, or 'cancelled' for orders the owner cancelled. */
  status?: OrderStatus | 'cancelled' | undefined;
  payment?: PaymentState | undefined;
  fulfillment?: FulfillmentState | undefined;
  /** Matches the order number exactly, or the start of the email or the shipping name (any case). */
  search?: string | undefined;
  /** Epoch ms bounds on the creation time (inclusive from, exclusive to). */
  from?: number | undefined;
  to?: number | undefined;
}

type OrderQuery = SelectQueryBuilder<Database, 'orders', object>;

function filtered(db: Executor, websiteId: string, filter: OrderFilter): OrderQuery {
  let query: OrderQuery = db.selectFrom('orders').where('website_id', '=', websiteId);
  if (filter.status === 'cancelled') query = query.where('cancelled_at', 'is not', null);
  else if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.payment) query = query.where('payment_state', '=', filter.payment);
  if (filter.fulfillment) query = query.where('fulfillment_state', '=', filter.fulfillment);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
    query = query.where((eb) =>
      eb.or([
        ...(number !== undefined ? [eb('order_number', '=', number)] : []),
        startsWith('email_key', search),
        startsWith('name_key', search),
      ]),
    );
  }
  return query;
}

/**
 * One page of orders, newest (highest number) first, with the count of matches for the filter.
 * Pages follow a cursor — the last number seen (`before`) — so page 2,000 costs what page 1 does;
 * an offset is still accepted for short jumps. The count stops at `countCap` (default: exact):
 * counting 100,000 rows on every page costs more than the page itself.
 */
export async function listOrders(
  db: Executor,
  websiteId: string,
  filter: OrderFilter,
  page: { offset?: number; before?: number | undefined; limit: number; countCap?: number },
): Promise<{ orders: Order[]; total: number; totalCapped: boolean }> {
  let rows = filtered(db, websiteId, filter).selectAll();
  if (page.before !== undefined) rows = rows.where('order_number', '<', page.before);
  const cap = page.countCap;
  // The number is in every list index, so counting reads indexes only.
  const matches = filtered(db, websiteId, filter).select('order_number');
  const [found, count] = await Promise.all([
    rows
      .orderBy('order_number', 'desc')
      .limit(page.limit)
      .offset(page.offset ?? 0)
      .execute(),
    db
      .selectFrom((cap === undefined ? matches : matches.limit(cap + 1)).as('m'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const capped = cap !== undefined && total > cap;
  return {
    orders: (found as OrderRow[]).map(decodeOrder),
    total: capped ? cap : total,
    totalCapped: capped,
  };
}

/** Orders for an export, oldest first, in batches after a creation time and id. */
export async function listOrdersAfter(
  db: Executor,
  websiteId: string,
  filter: OrderFilter,
  after: { createdAt: number; id: string } | undefined,
  limit: number,
): Promise<Order[]> {
  let query = filtered(db, websiteId, filter).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return (rows as OrderRow[]).map(decodeOrder);
}

/**
 * Marks a pending order fulfilled with every line shipped; false when it is not pending (already
 * fulfilled or refunded) or was cancelled.
 */
export async function markOrderFulfilled(db: Executor, websiteId: string, orderId: string): Promise<boolean> {
  const now = clockOf(db).now();
  const result = await db
    .updateTable('orders')
    .set({ status: 'fulfilled', fulfillment_state: 'fulfilled', fulfilled_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db
    .updateTable('order_items')
    .set({ fulfilled: sql<number>`quantity` })
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .execute();
  return true;
}

/**
 * Adds a refund to an order, only while the refunds stay within what was charged (a conditional
 * update, so concurrent refunds can never refund more than the charge).
 */
export async function recordOrderRefund(
  db: Executor,
  websiteId: string,
  orderId: string,
  amount: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      refunded_total: sql<number>`refunded_total + ${amount}`,
      payment_state: sql<PaymentState>`case when refunded_total + ${amount} >= amount_charged then 'refunded' else 'partially-refunded' end`,
      status: sql<OrderStatus>`case when refunded_total + ${amount} >= amount_charged then 'refunded' else status end`,
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where(sql<boolean>`refunded_total + ${amount} <= amount_charged`)
    .returning('email')
    .executeTakeFirst();
  if (!result) return false;
  await recordCustomerRefund(db, websiteId, result.email, amount);
  return true;
}

/** Records units of an order line put back into stock, never more than were bought. */
export async function markItemRestocked(
  db: Executor,
  websiteId: string,
  orderItemId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ restocked: sql<number>`restocked + ${quantity}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderItemId)
    .where(sql<boolean>`restocked + ${quantity} <= quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
