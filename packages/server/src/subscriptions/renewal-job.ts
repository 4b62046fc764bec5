import { endSubscription, findSubscription, inCartTransaction, recordRenewalFailure } from '@tessera/db';
import { failureMessage } from '../failure.js';
import { refusedOr } from '../refusal.js';
import type { JobHandler } from '../jobs/index.js';
import { renewSubscription } from './renew-subscription.js';

/**
 * The renewal job: bills the cycle in its own transaction (order, stock, payment, email, next
 * renewal). The cycle counter only moves from the cycle this job is for, so a job run twice
 * (crash, expired lease) never bills twice. A declined card or missing stock leaves the
 * subscription past due, with the reason kept for the owner.
 */
export function renewalHandler(): JobHandler<'subscription-renewal'> {
  return async (ctx) => {
    const { subscriptionId, cycle, store } = ctx.payload;
    const subscription = await findSubscription(ctx.db, ctx.websiteId, subscriptionId);
    if (!subscription || subscription.state !== 'active' || subscription.cycles_billed + 1 !== cycle) return;
    // Paused by the owner: this renewal is skipped; resuming queues the next one.
    if (subscription.paused_at !== null) return;
    // Queued for a date the renewal has since moved from (the subscriber skipped it): the job for
    // the new date bills it instead.
    const { dueAt } = ctx.payload;
    if (dueAt !== undefined && subscription.next_billing_at !== null && dueAt < subscription.next_billing_at)
      return;
    const renewed = await refusedOr(() =>
      inCartTransaction(ctx.db, async (trx) => {
        const current = await findSubscription(trx, ctx.websiteId, subscriptionId);
        if (!current || current.cycles_billed + 1 !== cycle) return undefined;
        return renewSubscription(trx, current, store);
      }),
    );
    if (renewed.ok) return;
    ctx.log.info({ subscriptionId, reason: renewed.error.code }, 'subscription renewal refused');
    await ctx.finish(async (trx) => {
      await endSubscription(trx, ctx.websiteId, subscriptionId, 'past-due');
      await recordRenewalFailure(trx, ctx.websiteId, subscriptionId, failureMessage(renewed.error));
    });
  };
}
