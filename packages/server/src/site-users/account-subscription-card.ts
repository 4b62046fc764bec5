import {
  clockOf,
  findAccountSubscription,
  findPaymentMethod,
  findSubscription,
  reactivatePastDueSubscription,
  setSubscriptionPaymentMethod,
  type Executor,
  type Subscription,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, failure, type Failure, type Outcome } from '../failure.js';
import {
  PAYMENT_FAILURE_CODES,
  paymentProviderOf,
  type PaymentFailure,
  type SavedCard,
} from '../payments/index.js';
import { Refusal } from '../refusal.js';
import { scheduleRenewal, subscriptionView, type SubscriptionView } from '../subscriptions/index.js';
import { orderScopeOf } from './account-orders.js';
import { cardUpdateKey, idempotentCardUpdate } from './card-update-idempotency.js';
import type { SubscriptionSite } from './account-subscriptions.js';
import type { SiteUserActor } from './sessions.js';
import { tellOfSubscriberChange } from './tell-subscriber.js';

/** What the account shows of a card: never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** The subscription as the account shows it, with the card its renewals now charge. */
export type SubscriptionWithCard = SubscriptionView & { card: CardSummary };

/** The subscriber's new card: a token of the store's provider, and the request's idempotency key. */
export interface CardUpdate {
  paymentToken: string;
  idempotencyKey?: string | undefined;
}

/** 'Visa •••• 4242'. */
export const cardText = (card: CardSummary): string => `${card.brand} •••• ${card.last4}`;

/** The provider's refusal; a card it would not charge is the card number's error on the form. */
function refusalOf(refused: PaymentFailure): Failure {
  const code = PAYMENT_FAILURE_CODES[refused.code];
  if (refused.code === 'invalid-source') return failure(code, refused.message);
  return failure(code, refused.message, { cardNumber: refused.message });
}

/** A subscription can take a new card while it can still renew: active (paused or not) or past due. */
const canRenew = (sub: Subscription) => sub.state === 'active' || sub.state === 'past-due';

/**
 * What the timeline and the subscriber's e-mail say of a new card; the owner's e-mail preview shows
 * the e-mail through this same function.
 */
export function cardChangeWords(
  sub: Pick<Subscription, 'product_name'>,
  card: CardSummary,
  was: CardSummary | undefined,
  retried: boolean,
) {
  const product = sub.product_name;
  const retry = retried ? ' The renewal that failed is tried again with it now.' : '';
  return {
    note: `Card updated by the customer from their account: renewals of ${product} now charge ${cardText(card)}${was ? ` (was ${cardText(was)})` : ''}.${retry}`,
    subject: `The card for your subscription to ${product} is updated`,
    text: `Renewals of your subscription to ${product} are charged to ${cardText(card)} from now on.${retried ? ' The renewal that failed is being tried again with this card now; you will get an e-mail when it goes through.' : ''}`,
  };
}

/**
 * A past-due subscription (its last renewal was refused) is active again with that renewal due
 * now: the engine's renewal job bills it with the new card as soon as the worker runs it, and
 * leaves it past due again, with the reason, if it is refused again.
 */
async function retryFailedRenewal(trx: Executor, sub: Subscription, site: SubscriptionSite, now: number) {
  if (sub.state !== 'past-due') return false;
  if (!(await reactivatePastDueSubscription(trx, sub.website_id, sub.id, now, now))) return false;
  const active = await findSubscription(trx, sub.website_id, sub.id);
  if (active) await scheduleRenewal(trx, active, site, `card-${now}`);
  return true;
}

/** Points the renewals at the card the provider saved, noted and e-mailed, in the caller's transaction. */
async function replaceCard(
  trx: Executor,
  ctx: ServiceContext,
  mine: Subscription,
  saved: SavedCard,
  site: SubscriptionSite,
): Promise<SubscriptionWithCard> {
  const now = clockOf(trx).now();
  const old = mine.payment_method_id
    ? await findPaymentMethod(trx, ctx.websiteId, mine.payment_method_id)
    : undefined;
  if (!(await setSubscriptionPaymentMethod(trx, ctx.websiteId, mine.id, saved.paymentMethodId, now)))
    throw new Refusal(failure('subscription-not-active'));
  const retried = await retryFailedRenewal(trx, mine, site, now);
  const after = await findSubscription(trx, ctx.websiteId, mine.id);
  if (!after) throw new Error('A subscription vanished inside its transaction');
  const card = { brand: saved.brand, last4: saved.last4 };
  const words = cardChangeWords(after, card, old && { brand: old.brand, last4: old.last4 }, retried);
  await tellOfSubscriberChange(trx, ctx.websiteId, after, words, {
    baseUrl: site.baseUrl,
    at: now,
    idempotencyKey: `subscription-card-${after.id}-${saved.paymentMethodId}`,
  });
  return { ...subscriptionView(after, ctx.locale), card };
}

/**
 * The subscriber replaces the card their own subscription renews with: the store's payment
 * provider checks the new card can be charged and keeps it (brand, last 4 and the provider's
 * reference only), then the renewals charge it. A refused card changes nothing and the old one
 * stays. A past-due subscription's failed renewal is tried again with the new card at once.
 * Noted on the owner's timeline and e-mailed, like the other changes; a retry with the same
 * idempotency key answers the first result again.
 */
export async function updateSubscriptionCard(
  ctx: ServiceContext,
  user: SiteUserActor,
  subscriptionId: string,
  update: CardUpdate,
  site: SubscriptionSite,
): Promise<Outcome<SubscriptionWithCard>> {
  const mine = await findAccountSubscription(ctx.db, ctx.websiteId, orderScopeOf(user), subscriptionId);
  if (!mine) return fail('not-found');
  const key = cardUpdateKey(user, mine.id, update);
  return idempotentCardUpdate(ctx.db, ctx.websiteId, key, async (trx) => {
    if (!canRenew(mine)) throw new Refusal(failure('subscription-not-active'));
    const provider = await paymentProviderOf(trx, ctx.websiteId);
    if (!provider.cardSaving) throw new Refusal(failure('card-update-unavailable'));
    const saved = await provider.cardSaving.save({ db: trx, websiteId: ctx.websiteId }, update.paymentToken);
    if (!saved.ok) throw new Refusal(refusalOf(saved.error));
    return replaceCard(trx, ctx, mine, saved.value, site);
  });
}
