import { clockOf } from '../clock.js';
import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { OrderEventKind, OrderEventRow } from '../schema/selling.js';
import type { Executor } from './executor.js';

export type OrderEvent = Decoded<OrderEventRow> & { actor_name: string | null };

const decodeEvent = rowDecoder<OrderEventRow>(['data'], []);

export async function insertOrderEvent(
  db: Executor,
  websiteId: string,
  event: {
    orderId: string;
    kind: OrderEventKind;
    data?: Record<string, unknown>;
    actorId?: string | null;
    at?: number;
  },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      id: newId(),
      website_id: websiteId,
      order_id: event.orderId,
      kind: event.kind,
      data: toJson(event.data ?? {}),
      actor_id: event.actorId ?? null,
      created_at: event.at ?? clockOf(db).now(),
    })
    .execute();
}

/** An order's recorded events, oldest first, with the contributor's name where one acted. */
export async function listOrderEvents(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events as e')
    .leftJoin('accounts as a', 'a.id', 'e.actor_id')
    .selectAll('e')
    .select('a.display_name as actor_name')
    .where('e.website_id', '=', websiteId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map(({ actor_name, ...row }) => ({ ...decodeEvent(row), actor_name: actor_name ?? null }));
}
