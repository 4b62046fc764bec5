import { rowDecoder } from '../schema/columns.js';
import type { SubscriptionRow } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { accountOrderFilter, type AccountOrderScope } from './site-user-orders.js';
import type { Subscription } from './subscriptions.js';

const decode = rowDecoder<SubscriptionRow>(['shipping_address', 'location', 'renewal_amounts'], []);

/** The account's subscriptions (those whose first order is one of the account's), newest first. */
export async function listAccountSubscriptions(
  db: Executor,
  websiteId: string,
  scope: AccountOrderScope,
  limit = 100,
): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where(
      'first_order_id',
      'in',
      db
        .selectFrom('orders')
        .select('id')
        .where('website_id', '=', websiteId)
        .where(accountOrderFilter(scope)),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decode);
}

/** One of the account's subscriptions by id; undefined when it is another's (or none). */
export async function findAccountSubscription(
  db: Executor,
  websiteId: string,
  scope: AccountOrderScope,
  subscriptionId: string,
): Promise<Subscription | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .where(
      'first_order_id',
      'in',
      db
        .selectFrom('orders')
        .select('id')
        .where('website_id', '=', websiteId)
        .where(accountOrderFilter(scope)),
    )
    .executeTakeFirst();
  return row && decode(row);
}

/** Moves an active, unpaused subscription's next renewal from `from` to `to` (skipping one). */
export async function moveNextRenewal(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
  from: number,
  to: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ next_billing_at: to, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .where('state', '=', 'active')
    .where('paused_at', 'is', null)
    .where('next_billing_at', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
