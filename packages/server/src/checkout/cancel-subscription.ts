import { endSubscription, type Executor } from '@tessera/db';
import { fail, type Outcome } from '../failure.js';
import { ok } from '@tessera/core';
import { orderByToken } from './order-page.js';

/**
 * The shopper cancels the subscription their order status page shows: 'not-found' when the link
 * names no subscription order of this website, 'subscription-not-active' when it has ended.
 */
export async function cancelOrderSubscription(
  db: Executor,
  websiteId: string,
  token: string,
): Promise<Outcome<void>> {
  const order = await orderByToken(db, websiteId, token);
  if (!order?.subscription_id) return fail('not-found');
  if (!(await endSubscription(db, websiteId, order.subscription_id, 'cancelled'))) {
    return fail('subscription-not-active');
  }
  return ok(undefined);
}
