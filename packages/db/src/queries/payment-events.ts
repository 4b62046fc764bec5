import { clockOf } from '../clock.js';
import type { PaymentEventOutcome } from '../schema/payment-providers.js';
import type { Executor } from './executor.js';

export interface NewPaymentEvent {
  provider: string;
  eventId: string;
  kind: string;
  paymentId: string | null;
  occurredAt: number;
}

/**
 * Claims a webhook event for processing: true the first time (provider, event id) is seen, false
 * for a repeated delivery. Run it in the transaction that applies the event, so a failed attempt
 * leaves no claim behind and the provider's retry processes it.
 */
export async function claimPaymentEvent(
  db: Executor,
  websiteId: string,
  event: NewPaymentEvent,
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      website_id: websiteId,
      kind: event.kind,
      payment_id: event.paymentId,
      order_id: null,
      outcome: 'ignored',
      occurred_at: event.occurredAt,
      received_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records what applying a claimed event did. */
export async function settlePaymentEvent(
  db: Executor,
  provider: string,
  eventId: string,
  result: { outcome: PaymentEventOutcome; orderId: string | null },
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome: result.outcome, order_id: result.orderId })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

export async function listPaymentEvents(db: Executor, websiteId: string, paymentId: string) {
  return db
    .selectFrom('payment_events')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('payment_id', '=', paymentId)
    .orderBy('received_at')
    .execute();
}

/** The order a provider's payment belongs to (the order keeps the provider and its reference). */
export async function findOrderIdByPayment(
  db: Executor,
  websiteId: string,
  provider: string,
  reference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('payment_provider', '=', provider)
    .where('payment_reference', '=', reference)
    .executeTakeFirst();
  return row?.id;
}
