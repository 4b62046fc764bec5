import { listOrderEvents, type Executor, type Order } from '@tessera/db';

/** One thing that happened to an order, as the owner's timeline shows it. */
export interface TimelineEntry {
  kind: string;
  at: number;
  /** The contributor who did it; null for the shopper or the store itself. */
  actorName: string | null;
  data: Record<string, unknown>;
}

/**
 * Everything that happened to an order, oldest first: its placement and payment (from the order
 * itself) and every recorded event — shipments with tracking, refunds and restocks, cancellation,
 * private notes and emails sent.
 */
export async function orderTimeline(db: Executor, order: Order): Promise<TimelineEntry[]> {
  const placed: TimelineEntry[] = [
    { kind: 'placed', at: order.created_at, actorName: null, data: { email: order.email } },
  ];
  if (order.payment_state !== 'none') {
    placed.push({
      kind: 'paid',
      at: order.created_at,
      actorName: null,
      data: { amountCents: order.amount_charged, brand: order.card_brand, last4: order.card_last4 },
    });
  }
  const events = await listOrderEvents(db, order.website_id, order.id);
  return [
    ...placed,
    ...events.map((e) => ({ kind: e.kind, at: e.created_at, actorName: e.actor_name, data: e.data })),
  ];
}
