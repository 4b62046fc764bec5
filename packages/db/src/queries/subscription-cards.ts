import { clockOf } from '../clock.js';
import type { Executor } from './executor.js';
import type { PaymentMethod } from './test-payments.js';

/**
 * Points a subscription's renewals at another saved card (the subscriber updated it), only while
 * it can still renew: active (paused or not) or past due. False when it ended meanwhile.
 */
export async function setSubscriptionPaymentMethod(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
  paymentMethodId: string,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ payment_method_id: paymentMethodId, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .where('state', 'in', ['active', 'past-due'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Makes a past-due subscription active again with its renewal due at `dueAt` (the renewal that
 * failed, tried again). The cycle counter did not move when it failed, so the renewal job bills
 * that same cycle. False when it is not past due (any more).
 */
export async function reactivatePastDueSubscription(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
  dueAt: number,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ state: 'active', next_billing_at: dueAt, next_retry_at: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .where('state', '=', 'past-due')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The saved cards with these ids (a page of subscriptions shows each one's card). */
export async function findPaymentMethods(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<PaymentMethod[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...ids])
    .execute();
}
