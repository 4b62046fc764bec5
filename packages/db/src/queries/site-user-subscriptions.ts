import { rowDecoder } from '../schema/columns.js';
import type { SubscriptionRow } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import type { AccountOrderScope } from './site-user-orders.js';
import type { Subscription } from './subscriptions.js';

const decode = rowDecoder<SubscriptionRow>(['shipping_address', 'location', 'renewal_amounts'], []);

/** The account's subscriptions (those whose first order is the account's), newest first. */
export async function listAccountSubscriptions(
  db: Executor,
  websiteId: string,
  scope: AccountOrderScope,
  limit = 100,
): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 's.first_order_id').onRef('o.website_id', '=', 's.website_id'),
    )
    .selectAll('s')
    .where('s.website_id', '=', websiteId)
    .where('o.email_key', '=', scope.email.trim().toLowerCase())
    .where('o.created_at', '>=', scope.since)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decode);
}
