import type { Executor, OrderWithItems } from '@tessera/db';
import { downloadLinksOf } from '../downloads/index.js';
import { grantDownloads } from '../downloads/index.js';
import { issueGiftCards } from '../gift-cards/index.js';
import { orderMemberships } from '../members/index.js';
import { mintAccessToken, orderStatusPath } from '../orders/index.js';
import { queueOrderMail } from '../orders/index.js';
import { scheduleRenewal } from '../subscriptions/index.js';
import { startSubscription } from '../subscriptions/index.js';
import { subscriptionPlanText } from '../subscriptions/index.js';
import type { CheckoutContext } from './checkout-context.js';
import type { CheckoutQuote } from './checkout-quote.js';
import { renewalAmountsOf } from './renewal-amounts.js';

/** The site the order was placed on: its title and address for the email's links. */
export interface StorePage {
  title: string;
  baseUrl: string;
}

export interface Delivery {
  order: OrderWithItems;
  quote: CheckoutQuote;
  subscriptionId: string | null;
  paymentMethodId: string | null;
  store: StorePage;
  /** The access token the email's status link carries, when the caller minted it already. */
  mailToken?: string | undefined;
}

/**
 * What a paid order hands over, inside its transaction: gift card codes, download rights, the
 * subscription and its first renewal, and the confirmation email (with its own status link and the
 * member areas the order opened, granted just before by `grantPurchasedAccess`).
 */
export async function deliverPurchase(
  trx: Executor,
  ctx: CheckoutContext,
  delivery: Delivery,
): Promise<void> {
  const { order } = delivery;
  const giftCards = await issueGiftCards(trx, ctx.websiteId, order);
  const grants = await grantDownloads(trx, ctx.websiteId, order);
  let planText: string | null = null;
  if (delivery.subscriptionId) {
    const subscription = await startSubscription(trx, ctx.websiteId, {
      id: delivery.subscriptionId,
      order,
      paymentMethodId: delivery.paymentMethodId,
      renewalAmounts: await renewalAmountsOf(trx, ctx, delivery.quote),
    });
    if (subscription) await scheduleRenewal(trx, subscription, { ...delivery.store, locale: ctx.locale });
    planText = subscription ? subscriptionPlanText(subscription, ctx.locale) : null;
  }
  const mailToken = delivery.mailToken ?? (await mintAccessToken(trx, ctx.websiteId, order.id));
  await queueOrderMail(trx, {
    kind: 'order-confirmation',
    order,
    website: { id: ctx.websiteId, title: delivery.store.title, locale: ctx.locale },
    baseUrl: delivery.store.baseUrl,
    statusPath: orderStatusPath(mailToken),
    giftCards,
    downloads: await downloadLinksOf(trx, ctx.websiteId, order, grants),
    subscriptionPlanText: planText,
    memberships: await orderMemberships(trx, ctx.websiteId, order.id),
  });
}
