import { clockOf, endSubscription, findSubscription, recordRenewalFailure, type Executor } from '@tessera/db';
import { failureMessage, type Failure } from '../failure.js';
import { enqueue } from '../jobs/index.js';
import { sendMail } from '../mail/index.js';
import { renderEmail, type RenderedEmail } from '../orders/index.js';
import type { RenewalStore } from './schedule-renewal.js';
import { subscriptionPlanText } from './subscription-view.js';

export const DAY_MS = 86_400_000;

/**
 * Days between a refused renewal and its next automatic retry: Stripe's documented custom retry
 * schedule (each retry counted from the attempt before it). After the last one fails the
 * subscription stays past due with no further retries.
 */
export const RETRY_DAYS = [3, 5, 7] as const;

/**
 * The account page where the subscriber gives a subscription a new card (each subscription there
 * has its card form; site-users serves it, and depends on this area, so the path is named here).
 */
export const CARD_UPDATE_PAGE = '/account/subscriptions';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /**
     * Retry `attempt` (1…3) of the refused renewal of cycle `cycle`, first due at `dueAt`: billed
     * on success as that cycle, so the renewal dates stay where they were. `afterFailure`: the
     * subscription's count of refusals when it was queued; a later refusal (a new card tried at
     * once and refused) starts its own retries and this one does nothing.
     */
    'subscription-renewal-retry': {
      subscriptionId: string;
      cycle: number;
      store: RenewalStore;
      dueAt: number;
      attempt: number;
      afterFailure: number;
    };
  }
}

/** The refusal in the buyer's words (the owner keeps the catalogue's message). */
export function plainReason(failed: Failure): string {
  switch (failed.code) {
    case 'payment-declined':
      // The provider's own words for the decline ('Your card has insufficient funds.').
      return failureMessage(failed);
    case 'cart-not-enough-stock':
      return 'The item is out of stock at the moment, so nothing was charged.';
    case 'checkout-payment-missing':
      return 'There is no card on file for this subscription.';
    default:
      return failureMessage(failed);
  }
}

export interface FailureMailFacts {
  /** What the subscription renews, and its plan ('$30.00 every month'). */
  subscription: { productName: string; planText: string };
  store: RenewalStore;
  reason: string;
  /** When the renewal is tried again; null after the last retry failed. */
  retryAt: number | null;
}

/** The failed-renewal e-mail as the buyer gets it (the owner's preview shows it by this function). */
export function renderRenewalFailureMail(facts: FailureMailFacts): Promise<RenderedEmail> {
  const { store } = facts;
  return renderEmail(
    'subscription-renewal-failed',
    {
      website: { siteTitle: store.title, baseUrl: store.baseUrl },
      subscription: facts.subscription,
      reason: facts.reason,
      retryAt: facts.retryAt,
      finalAttempt: facts.retryAt === null,
      cardUrl: `${store.baseUrl}${CARD_UPDATE_PAGE}`,
    },
    store.locale,
  );
}

export interface RefusedRenewal {
  subscriptionId: string;
  cycle: number;
  store: RenewalStore;
  /** When the refused cycle was due. */
  dueAt: number;
  /** 0 for the renewal itself, 1… for its retries. */
  attempt: number;
  failed: Failure;
}

/**
 * A refused renewal attempt, in the job's finishing transaction: the subscription is past due with
 * the reason for the owner, the next retry queued (exactly once, by its key) unless this was the
 * last, and the buyer e-mailed once for this attempt.
 */
export async function recordRefusedRenewal(trx: Executor, websiteId: string, refused: RefusedRenewal) {
  const { subscriptionId, cycle, store, attempt } = refused;
  const now = clockOf(trx).now();
  const delayDays = RETRY_DAYS[attempt];
  const retryAt = delayDays === undefined ? null : now + delayDays * DAY_MS;
  await endSubscription(trx, websiteId, subscriptionId, 'past-due');
  const failures = await recordRenewalFailure(
    trx,
    websiteId,
    subscriptionId,
    failureMessage(refused.failed),
    retryAt,
    now,
  );
  if (retryAt !== null) {
    await enqueue(
      trx,
      websiteId,
      'subscription-renewal-retry',
      { subscriptionId, cycle, store, dueAt: refused.dueAt, attempt: attempt + 1, afterFailure: failures },
      // One retry per refusal, whichever job was refused.
      { runAt: retryAt, idempotencyKey: `renewal-retry-${subscriptionId}-${failures}` },
    );
  }
  const subscription = await findSubscription(trx, websiteId, subscriptionId);
  if (!subscription) return;
  const mail = await renderRenewalFailureMail({
    subscription: {
      productName: subscription.product_name,
      planText: subscriptionPlanText(subscription, store.locale),
    },
    store,
    reason: plainReason(refused.failed),
    retryAt,
  });
  await sendMail(
    trx,
    websiteId,
    { to: subscription.email, subject: mail.subject, text: mail.text, html: mail.html },
    // The subscription's count of refusals names this attempt: one e-mail per failed attempt.
    { idempotencyKey: `renewal-failed-${subscriptionId}-${failures}` },
  );
}
