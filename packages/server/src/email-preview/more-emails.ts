import { formatMoney, isCurrencyCode, money, ok, subscriptionPriceText } from '@tessera/core';
import {
  clockOf,
  listItemsByIds,
  listOwnerSubscriptions,
  loadProductsOf,
  type OrderWithItems,
  type Subscription,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { failure } from '../failure.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import {
  cardChangeWords,
  subscriberChangeMail,
  subscriberChangeWords,
  type SubscriptionAction,
} from '../site-users/index.js';
import {
  DAY_MS,
  plainReason,
  renderRenewalFailureMail,
  RETRY_DAYS,
  subscriptionPlanText,
} from '../subscriptions/index.js';
import { holdHoursOf, renderWaitlistMail, stockOfGroup } from '../waitlist/index.js';

/** A preview's parts; `html` is null for an e-mail sent as plain text only. */
export interface PreviewParts {
  subject: string;
  html: string | null;
  text: string;
}

export interface PreviewSite {
  title: string;
  locale: string;
  baseUrl: string;
}

/**
 * The back-in-stock e-mail for the first product of the sample order (its variant, the site's
 * hold window), by the waitlist's own renderer. Not found once that product is gone.
 */
export async function backInStockPreview(
  ctx: ServiceContext,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<Outcome<PreviewParts>> {
  const line = order.items[0];
  if (!line) return fail('not-found');
  const [[item], products] = await Promise.all([
    listItemsByIds(ctx.db, ctx.websiteId, [line.item_id]),
    loadProductsOf(ctx.db, ctx.websiteId, [line.item_id]),
  ]);
  const product = products.get(line.item_id);
  const variantId = product?.variants.some((v) => v.id === line.variant_id) ? line.variant_id : '';
  const stock = product && stockOfGroup(product, variantId);
  if (!item || !product || !stock) return fail('not-found');
  const holdHours = stock.unlimited ? null : await holdHoursOf(ctx.db, ctx.websiteId);
  const mail = await renderWaitlistMail(ctx.db, ctx.websiteId, {
    product,
    item,
    variantId,
    baseUrl: site.baseUrl,
    holdHours,
  });
  return mail ? ok(mail) : fail('not-found');
}

const MONTH_MS = 30 * 86_400_000;

/**
 * What a subscription e-mail names: the site's newest subscription, or — before the first one —
 * the sample order's first product, renewing a month from now.
 */
async function sampleSubscription(
  ctx: ServiceContext,
  order: OrderWithItems,
): Promise<Pick<Subscription, 'product_name' | 'next_billing_at'>> {
  const { subscriptions } = await listOwnerSubscriptions(ctx.db, ctx.websiteId, {}, { offset: 0, limit: 1 });
  const newest = subscriptions[0];
  if (newest) return newest;
  const now = clockOf(ctx.db).now();
  return { product_name: order.items[0]?.product_name ?? '', next_billing_at: now + MONTH_MS };
}

/** A subscriber's change from their account (plain text), by the words and mail the account uses. */
export async function subscriberChangePreview(
  ctx: ServiceContext,
  action: SubscriptionAction,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<Outcome<PreviewParts>> {
  const subscription = await sampleSubscription(ctx, order);
  const words = subscriberChangeWords(action, subscription, site);
  return ok({ ...subscriberChangeMail(words, site.baseUrl), html: null });
}

/**
 * The e-mail after a subscriber gives their subscription a new card, named with the card the sample
 * order was paid with. Not found for an order paid without a card (a gift card covered it).
 */
export async function cardChangePreview(
  ctx: ServiceContext,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<Outcome<PreviewParts>> {
  if (!order.card_brand || !order.card_last4) return fail('not-found');
  const subscription = await sampleSubscription(ctx, order);
  const card = { brand: order.card_brand, last4: order.card_last4 };
  const words = cardChangeWords(subscription, card, undefined, false);
  return ok({ ...subscriberChangeMail(words, site.baseUrl), html: null });
}

/**
 * The failed-renewal e-mail for the site's newest subscription (a declined card, the first retry
 * ahead), or — before the first one — the sample order's first product at its total every month.
 */
export async function renewalFailedPreview(
  ctx: ServiceContext,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<Outcome<PreviewParts>> {
  const { subscriptions } = await listOwnerSubscriptions(ctx.db, ctx.websiteId, {}, { offset: 0, limit: 1 });
  const newest = subscriptions[0];
  const price = isCurrencyCode(order.currency)
    ? formatMoney(money(order.grand_total, order.currency), { locale: site.locale })
    : String(order.grand_total);
  const subscription = newest
    ? { productName: newest.product_name, planText: subscriptionPlanText(newest, site.locale) }
    : {
        productName: order.items[0]?.product_name ?? '',
        planText: subscriptionPriceText(price, {
          billingPeriod: { value: 1, unit: 'MONTH' },
          numBillingCycles: 0,
        }),
      };
  const mail = await renderRenewalFailureMail({
    subscription,
    store: site,
    reason: plainReason(failure('payment-declined')),
    retryAt: clockOf(ctx.db).now() + RETRY_DAYS[0] * DAY_MS,
  });
  return ok(mail);
}
