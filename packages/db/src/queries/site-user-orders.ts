import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../schema.js';
import { rowDecoder } from '../schema/columns.js';
import type { OrderEventRow } from '../schema/selling.js';
import type { Executor } from './executor.js';

const decodeEvent = rowDecoder<OrderEventRow>(['data'], []);

/** One parcel sent for an order, as the owner recorded it when shipping. */
export interface OrderShipment {
  orderId: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: number;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The parcels of some orders (oldest first), for the shopper's order history. */
export async function listOrderShipments(
  db: Executor,
  websiteId: string,
  orderIds: readonly string[],
): Promise<OrderShipment[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('order_id', 'in', [...orderIds])
    .where('kind', '=', 'fulfilled')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const { data } = decodeEvent(row);
    return {
      orderId: row.order_id,
      carrier: textOrNull(data['carrier']),
      trackingNumber: textOrNull(data['trackingNumber']),
      trackingUrl: textOrNull(data['trackingUrl']),
      shippedAt: row.created_at,
    };
  });
}

/** An order as the shopper's account lists it. */
export interface AccountOrderRow {
  id: string;
  order_number: number;
  kind: string;
  status: string;
  fulfillment_state: string;
  currency: string;
  grand_total: number;
  created_at: number;
  cancelled_at: number | null;
  subscription_id: string | null;
}

/**
 * Which orders are an account's: those placed while signed in to it, and those placed signed out
 * with its address since the address was verified (an address typed at checkout proves nothing).
 */
export interface AccountOrderScope {
  siteUserId: string;
  verified: { email: string; since: number } | null;
}

/** The scope as a condition on `orders`. */
export function accountOrderFilter(scope: AccountOrderScope) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const mine = eb('site_user_id', '=', scope.siteUserId);
    if (!scope.verified) return mine;
    return eb.or([
      mine,
      eb.and([
        eb('email_key', '=', scope.verified.email.trim().toLowerCase()),
        eb('created_at', '>=', scope.verified.since),
      ]),
    ]);
  };
}

const ACCOUNT_ORDER_COLUMNS = [
  'id',
  'order_number',
  'kind',
  'status',
  'fulfillment_state',
  'currency',
  'grand_total',
  'created_at',
  'cancelled_at',
  'subscription_id',
] as const;

/** The account's orders, newest first. */
export async function listAccountOrders(
  db: Executor,
  websiteId: string,
  scope: AccountOrderScope,
  limit = 100,
): Promise<AccountOrderRow[]> {
  return db
    .selectFrom('orders')
    .select(ACCOUNT_ORDER_COLUMNS)
    .where('website_id', '=', websiteId)
    .where(accountOrderFilter(scope))
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(limit)
    .execute();
}

/** One of the account's orders by id; undefined when the order is another's (or none). */
export async function findAccountOrder(
  db: Executor,
  websiteId: string,
  scope: AccountOrderScope,
  orderId: string,
): Promise<AccountOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .select(ACCOUNT_ORDER_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where(accountOrderFilter(scope))
    .executeTakeFirst();
}

/** An account being deleted: its orders stay, no longer naming it. */
export async function detachOrdersFromSiteUser(
  db: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ site_user_id: null })
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .execute();
}
