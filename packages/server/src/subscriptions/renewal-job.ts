import { clockOf, findSubscription, inCartTransaction, reactivatePastDueSubscription } from '@tessera/db';
import { refusedOr } from '../refusal.js';
import type { JobHandler } from '../jobs/index.js';
import { recordRefusedRenewal } from './renewal-failure.js';
import { renewSubscription } from './renew-subscription.js';

/**
 * The renewal job: bills the cycle in its own transaction (order, stock, payment, email, next
 * renewal). The cycle counter only moves from the cycle this job is for, so a job run twice
 * (crash, expired lease) never bills twice. A declined card or missing stock leaves the
 * subscription past due, with the reason kept for the owner, its first retry queued and the buyer
 * e-mailed.
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
    const due = dueAt ?? subscription.next_billing_at ?? clockOf(ctx.db).now();
    await ctx.finish((trx) =>
      recordRefusedRenewal(trx, ctx.websiteId, {
        subscriptionId,
        cycle,
        store,
        dueAt: due,
        attempt: 0,
        failed: renewed.error,
      }),
    );
  };
}

/**
 * A retry of a refused renewal: the past-due subscription is made active again for the cycle
 * that failed and billed as the renewal job bills it (renewal dates unchanged), in one
 * transaction; refused again, it stays past due and the next retry (if any) is queued. Skipped
 * once the subscription is no longer past due for that cycle (a new card billed it, the owner
 * cancelled it) or a later refusal has its own retries.
 */
export function renewalRetryHandler(): JobHandler<'subscription-renewal-retry'> {
  return async (ctx) => {
    const { subscriptionId, cycle, store, dueAt, attempt, afterFailure } = ctx.payload;
    const isWaiting = (sub: Awaited<ReturnType<typeof findSubscription>>) =>
      sub !== undefined &&
      sub.state === 'past-due' &&
      sub.cycles_billed + 1 === cycle &&
      sub.failed_renewals === afterFailure;
    if (!isWaiting(await findSubscription(ctx.db, ctx.websiteId, subscriptionId))) return;
    const renewed = await refusedOr(() =>
      inCartTransaction(ctx.db, async (trx) => {
        if (!isWaiting(await findSubscription(trx, ctx.websiteId, subscriptionId))) return undefined;
        if (!(await reactivatePastDueSubscription(trx, ctx.websiteId, subscriptionId, dueAt)))
          return undefined;
        const active = await findSubscription(trx, ctx.websiteId, subscriptionId);
        return active && renewSubscription(trx, active, store, attempt);
      }),
    );
    if (renewed.ok) return;
    ctx.log.info(
      { subscriptionId, attempt, reason: renewed.error.code },
      'subscription renewal retry refused',
    );
    await ctx.finish((trx) =>
      recordRefusedRenewal(trx, ctx.websiteId, {
        subscriptionId,
        cycle,
        store,
        dueAt,
        attempt,
        failed: renewed.error,
      }),
    );
  };
}
