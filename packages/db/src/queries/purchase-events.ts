import { newId } from '../ids.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export interface PurchaseEvent {
  id: string;
  order_id: string;
  value: number;
  value_cents: number;
  currency: string;
  created_at: number;
}

/** Records an order's analytics purchase event; `value` is cents / 100 as the spec defines it. */
export async function insertPurchaseEvent(
  db: Executor,
  websiteId: string,
  event: { orderId: string; value: number; valueCents: number; currency: string },
): Promise<void> {
  await db
    .insertInto('purchase_events')
    .values({
      id: newId(),
      website_id: websiteId,
      order_id: event.orderId,
      value: event.value,
      value_cents: event.valueCents,
      currency: event.currency,
      created_at: clockOf(db).now(),
    })
    .execute();
}

export async function listPurchaseEvents(db: Executor, websiteId: string): Promise<PurchaseEvent[]> {
  return db
    .selectFrom('purchase_events')
    .select(['id', 'order_id', 'value', 'value_cents', 'currency', 'created_at'])
    .where('website_id', '=', websiteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
