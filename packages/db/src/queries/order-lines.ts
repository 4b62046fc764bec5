import { clockOf } from '../clock.js';
import { sql } from 'kysely';
import type { FulfillmentState } from '../schema/selling.js';
import type { Executor } from './executor.js';

/**
 * Counts units of an order line as shipped, never more than were bought (a conditional update,
 * so two owners shipping the same line at once cannot overship it).
 */
export async function markLineFulfilled(
  db: Executor,
  websiteId: string,
  orderItemId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ fulfilled: sql<number>`fulfilled + ${quantity}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderItemId)
    .where(sql<boolean>`fulfilled + ${quantity} <= quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Counts units of an order line as refunded, never more than were bought. */
export async function markLineRefunded(
  db: Executor,
  websiteId: string,
  orderItemId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ refunded_quantity: sql<number>`refunded_quantity + ${quantity}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderItemId)
    .where(sql<boolean>`refunded_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets an order's fulfilment state from its lines: 'fulfilled' once every unit is shipped (the
 * order's status moves from pending to fulfilled then), 'partial' in between.
 */
export async function refreshFulfillmentState(
  db: Executor,
  websiteId: string,
  orderId: string,
  now = clockOf(db).now(),
): Promise<FulfillmentState> {
  const sums = await db
    .selectFrom('order_items')
    .select([
      sql<number | string>`coalesce(sum(quantity), 0)`.as('bought'),
      sql<number | string>`coalesce(sum(fulfilled), 0)`.as('shipped'),
    ])
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const bought = Number(sums.bought);
  const shipped = Number(sums.shipped);
  const state: FulfillmentState = shipped === 0 ? 'unfulfilled' : shipped >= bought ? 'fulfilled' : 'partial';
  await db
    .updateTable('orders')
    .set({
      fulfillment_state: state,
      updated_at: now,
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .execute();
  if (state === 'fulfilled') {
    await db
      .updateTable('orders')
      .set({ status: 'fulfilled', fulfilled_at: now })
      .where('website_id', '=', websiteId)
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  }
  return state;
}

/** Marks an order cancelled once; false when it already was. */
export async function markOrderCancelled(
  db: Executor,
  websiteId: string,
  orderId: string,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ cancelled_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
