import { sql, type SelectQueryBuilder } from 'kysely';
import { rowDecoder, type Decoded } from '../schema/columns.js';
import type { OrderRow, OrderStatus, PaymentState } from '../schema/orders.js';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

type Order = Decoded<OrderRow>;

const decodeOrder = rowDecoder<OrderRow>(
  ['shipping_address', 'location', 'shipping_option', 'coupons', 'tax_lines'],
  ['test_mode'],
);

/** The owner's order list filters. */
export interface OrderFilter {
  status?: OrderStatus;
  /** Matches the order number exactly or the email by prefix (case-insensitive). */
  search?: string;
  /** Epoch ms bounds on the creation time (inclusive from, exclusive to). */
  from?: number;
  to?: number;
}

type OrderQuery = SelectQueryBuilder<Database, 'orders', object>;

function filtered(db: Executor, websiteId: string, filter: OrderFilter): OrderQuery {
  let query: OrderQuery = db.selectFrom('orders').where('website_id', '=', websiteId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  const search = filter.search?.trim();
  if (search) {
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
    const prefix = `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        ...(number !== undefined ? [eb('order_number', '=', number)] : []),
        eb(sql`lower(email)`, 'like', sql`${prefix} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** One page of orders, newest first, with the total count for the filter. */
export async function listOrders(
  db: Executor,
  websiteId: string,
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<{ orders: Order[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, websiteId, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('order_number', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, websiteId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: (rows as OrderRow[]).map(decodeOrder), total: Number(count.n) };
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

/** Marks a pending order fulfilled; false when it is not pending (already fulfilled or refunded). */
export async function markOrderFulfilled(db: Executor, websiteId: string, orderId: string): Promise<boolean> {
  const now = clockOf(db).now();
  const result = await db
    .updateTable('orders')
    .set({ status: 'fulfilled', fulfilled_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
