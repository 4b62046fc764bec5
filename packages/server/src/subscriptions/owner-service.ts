import { ok } from '@tessera/core';
import {
  clockOf,
  endSubscription,
  findSubscription,
  inTransaction,
  listOwnerSubscriptions,
  listSubscriptionOrders,
  pauseSubscription,
  reactivatePastDueSubscription,
  resumeSubscription,
  type OwnerSubscription,
  type SubscriptionState,
} from '@tessera/db';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { scheduleRenewal, type RenewalStore } from './schedule-renewal.js';
import { subscriptionPlanText } from './subscription-view.js';

export function ownerSubscriptionView(s: OwnerSubscription, locale: string) {
  return {
    id: s.id,
    state: s.state === 'active' && s.paused_at !== null ? 'paused' : s.state,
    email: s.email,
    productName: s.product_name,
    planText: subscriptionPlanText(s, locale),
    cyclesBilled: s.cycles_billed,
    numBillingCycles: s.num_billing_cycles,
    nextBillingAt: s.paused_at !== null ? null : s.next_billing_at,
    pausedAt: s.paused_at,
    cancelledAt: s.cancelled_at,
    failedRenewals: s.failed_renewals,
    lastFailureReason: s.last_failure_reason,
    lastFailureAt: s.last_failure_at,
    nextRetryAt: s.next_retry_at,
    createdAt: s.created_at,
  };
}

export async function subscriptionPage(
  ctx: ServiceContext,
  query: {
    state?: SubscriptionState | 'paused' | undefined;
    failed?: boolean | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { subscriptions, total } = await listOwnerSubscriptions(ctx.db, ctx.websiteId, query, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    subscriptions: subscriptions.map((s) => ownerSubscriptionView(s, ctx.locale)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function subscriptionWithOrders(ctx: ServiceContext, id: string) {
  const found = await findSubscription(ctx.db, ctx.websiteId, id);
  if (!found) return fail('not-found');
  const orders = await listSubscriptionOrders(ctx.db, ctx.websiteId, found);
  return ok({
    subscription: ownerSubscriptionView(found, ctx.locale),
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      kind: o.kind,
      createdAt: Number(o.created_at),
      status: o.cancelled_at !== null ? 'cancelled' : o.status,
    })),
  });
}

/**
 * The owner's cancel, pause, resume and retry; each answers the subscription as it now is. Retry
 * tries a past-due subscription's refused renewal now (as a new card from the account does): it is
 * active again with that renewal due, the worker bills it in seconds, and a refusal leaves it past
 * due again with its retries started over; the automatic retry queued before does nothing.
 */
export async function changeSubscription(
  ctx: ServiceContext,
  id: string,
  action: 'cancel' | 'pause' | 'resume' | 'retry',
  store: RenewalStore,
  now = clockOf(ctx.db).now(),
): Promise<Outcome<ReturnType<typeof ownerSubscriptionView>>> {
  return inTransaction(ctx.db, async (trx) => {
    const found = await findSubscription(trx, ctx.websiteId, id);
    if (!found) return fail('not-found');
    let changed = false;
    if (action === 'cancel') changed = await endSubscription(trx, ctx.websiteId, id, 'cancelled');
    if (action === 'pause') changed = await pauseSubscription(trx, ctx.websiteId, id, now);
    if (action === 'resume') {
      const nextAt = Math.max(found.next_billing_at ?? now, now);
      changed = await resumeSubscription(trx, ctx.websiteId, id, nextAt, now);
      const resumed = changed ? await findSubscription(trx, ctx.websiteId, id) : undefined;
      if (resumed) await scheduleRenewal(trx, resumed, store, `resume-${now}`);
    }
    if (action === 'retry') {
      changed = await reactivatePastDueSubscription(trx, ctx.websiteId, id, now, now);
      const due = changed ? await findSubscription(trx, ctx.websiteId, id) : undefined;
      if (due) await scheduleRenewal(trx, due, store, `retry-${now}`);
    }
    if (!changed && action === 'resume') return fail('subscription-not-paused');
    if (!changed && action === 'retry') return fail('subscription-not-past-due');
    if (!changed) return fail('subscription-not-active');
    const after = await findSubscription(trx, ctx.websiteId, id);
    if (!after) throw new Error('A subscription vanished inside its transaction');
    return ok(ownerSubscriptionView(after, ctx.locale));
  });
}
