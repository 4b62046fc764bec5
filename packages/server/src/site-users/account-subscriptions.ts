import { ok } from '@tessera/core';
import {
  clockOf,
  findAccountSubscription,
  findSubscription,
  inTransaction,
  moveNextRenewal,
  type Executor,
  type Subscription,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import {
  addBillingPeriod,
  changeSubscription,
  scheduleRenewal,
  subscriptionView,
  type RenewalStore,
  type SubscriptionView,
} from '../subscriptions/index.js';
import { orderScopeOf } from './account-orders.js';
import type { SiteUserActor } from './sessions.js';
import { tellOfSubscriberChange } from './tell-subscriber.js';

/** What a subscriber can do from the account. */
export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'skip', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** The site, for the e-mail's words and links and the renewals queued again. */
export interface SubscriptionSite extends RenewalStore {
  title: string;
}

function dateText(at: number | null, site: Pick<SubscriptionSite, 'locale'>): string {
  if (at === null) return 'not scheduled';
  return new Intl.DateTimeFormat(site.locale.replace('_', '-'), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

/**
 * What the owner's timeline (on the subscription's first order) and the subscriber's e-mail say;
 * the owner's e-mail preview shows the e-mail through this same function.
 */
export function subscriberChangeWords(
  action: SubscriptionAction,
  sub: Pick<Subscription, 'product_name' | 'next_billing_at'>,
  site: Pick<SubscriptionSite, 'title' | 'locale'>,
) {
  const product = sub.product_name;
  switch (action) {
    case 'pause':
      return {
        note: `The customer paused the subscription to ${product} from their account.`,
        subject: `Your subscription to ${product} is paused`,
        text: `Your subscription to ${product} at ${site.title} is paused. No renewal is charged until you resume it.`,
      };
    case 'resume':
      return {
        note: `The customer resumed the subscription to ${product} from their account.`,
        subject: `Your subscription to ${product} is active again`,
        text: `Your subscription to ${product} at ${site.title} is active again. The next renewal is on ${dateText(sub.next_billing_at, site)}.`,
      };
    case 'skip':
      return {
        note: `The customer skipped the next renewal of ${product}; the next one is on ${dateText(sub.next_billing_at, site)}.`,
        subject: `The next renewal of ${product} is skipped`,
        text: `The next renewal of your subscription to ${product} at ${site.title} is skipped. The next one is on ${dateText(sub.next_billing_at, site)}.`,
      };
    case 'cancel':
      return {
        note: `The customer cancelled the subscription to ${product} from their account.`,
        subject: `Your subscription to ${product} is cancelled`,
        text: `Your subscription to ${product} at ${site.title} is cancelled. No further renewals are charged.`,
      };
  }
}

/** Skips the next renewal: the one after it is due one billing period later; nothing is charged now. */
async function skipNext(
  trx: Executor,
  sub: Subscription,
  site: SubscriptionSite,
  now: number,
): Promise<boolean> {
  if (sub.state !== 'active' || sub.paused_at !== null || sub.next_billing_at === null) return false;
  const to = addBillingPeriod(sub.next_billing_at, sub.billing_value, sub.billing_unit);
  if (!(await moveNextRenewal(trx, sub.website_id, sub.id, sub.next_billing_at, to, now))) return false;
  const moved = await findSubscription(trx, sub.website_id, sub.id);
  // The renewal job already queued finds the date moved and does nothing (renewal-job.ts).
  if (moved) await scheduleRenewal(trx, moved, site, `skip-${to}`);
  return true;
}

/**
 * The subscriber's pause, resume, skip-the-next-renewal and cancel, through the subscription engine
 * the owner uses: only on the account's own subscriptions (another's is not found, and nothing
 * changes). Each change is noted on the owner's timeline and e-mailed to the subscriber.
 */
export async function manageSubscription(
  ctx: ServiceContext,
  user: SiteUserActor,
  subscriptionId: string,
  action: SubscriptionAction,
  site: SubscriptionSite,
): Promise<Outcome<SubscriptionView>> {
  const mine = await findAccountSubscription(ctx.db, ctx.websiteId, orderScopeOf(user), subscriptionId);
  if (!mine) return fail('not-found');
  const now = clockOf(ctx.db).now();
  if (action === 'skip') {
    const skipped = await inTransaction(ctx.db, (trx) => skipNext(trx, mine, site, now));
    if (!skipped) return fail('subscription-not-active');
  } else {
    const changed = await changeSubscription(ctx, mine.id, action, site, now);
    if (!changed.ok) return changed;
  }
  return inTransaction(ctx.db, async (trx) => {
    const after = await findSubscription(trx, ctx.websiteId, mine.id);
    if (!after) return fail('not-found');
    const words = subscriberChangeWords(action, after, site);
    await tellOfSubscriberChange(trx, ctx.websiteId, after, words, {
      baseUrl: site.baseUrl,
      at: now,
      idempotencyKey: `subscription-${action}-${after.id}-${now}`,
    });
    return ok(subscriptionView(after, ctx.locale));
  });
}
