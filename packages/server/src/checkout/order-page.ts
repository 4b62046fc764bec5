import { isCurrencyCode, money, moneyToJson, type MoneyJson } from '@tessera/core';
import {
  findOrder,
  findOrderIdByToken,
  findSubscription,
  listDownloadGrants,
  listGiftCardRedemptions,
  listGiftCardsOfOrder,
  type Executor,
  type OrderWithItems,
} from '@tessera/db';
import { downloadLinksOf } from '../downloads/index.js';
import { orderMemberships, type OrderMembership } from '../members/index.js';
import { subscriptionView, type SubscriptionView } from '../subscriptions/index.js';
import { accessTokenHash, isAccessToken, orderStatusPath } from '../orders/index.js';
import type { DownloadLink } from '../downloads/index.js';
import { orderViewOf, type OrderView } from '../orders/index.js';

/** The order a page's access token opens, on this website only. */
export async function orderByToken(
  db: Executor,
  websiteId: string,
  token: string,
): Promise<OrderWithItems | undefined> {
  if (!isAccessToken(token)) return undefined;
  const orderId = await findOrderIdByToken(db, websiteId, accessTokenHash(token));
  return orderId ? findOrder(db, websiteId, orderId) : undefined;
}

/** What the order pages (202, 206, 207, 211) show: `order` in their template context. */
export interface OrderPageContext {
  order: OrderView;
  /** The status page of this order (page 211), with the token the page was opened with. */
  statusUrl: string;
  downloads: DownloadLink[];
  /** Gift cards the order bought: the last 4 of the code only (the code itself is emailed). */
  giftCards: { last4: string; initial: MoneyJson; balance: MoneyJson }[];
  /** Gift cards that paid for the order. */
  giftCardPayments: { last4: string; amount: MoneyJson }[];
  subscription: SubscriptionView | null;
  /** Where the subscription's cancel form posts (status page). */
  cancelSubscriptionUrl: string | null;
  /** The visitor's CSRF token for the cancel form (these pages are never cached). */
  crumb: string;
  /** Member areas the order opened, each with a link to its welcome page. */
  memberships: OrderMembership[];
}

export async function orderPageContext(
  db: Executor,
  websiteId: string,
  order: OrderWithItems,
  page: { token: string; locale: string; crumb: string },
): Promise<OrderPageContext> {
  const [grants, issued, spent, subscription, memberships] = await Promise.all([
    listDownloadGrants(db, websiteId, order.id),
    listGiftCardsOfOrder(db, websiteId, order.id),
    listGiftCardRedemptions(db, websiteId, order.id),
    order.subscription_id ? findSubscription(db, websiteId, order.subscription_id) : undefined,
    orderMemberships(db, websiteId, order.id),
  ]);
  const statusUrl = orderStatusPath(page.token);
  const currency = order.currency;
  const m = (cents: number): MoneyJson =>
    isCurrencyCode(currency) ? moneyToJson(money(cents, currency)) : { value: String(cents), currency };
  const view = subscription ? subscriptionView(subscription, page.locale) : null;
  return {
    order: orderViewOf(order),
    statusUrl,
    downloads: await downloadLinksOf(db, websiteId, order, grants),
    giftCards: issued.map((g) => ({
      last4: g.code_last4,
      initial: m(g.initial_cents),
      balance: m(g.balance_cents),
    })),
    giftCardPayments: spent.map((g) => ({ last4: g.codeLast4, amount: m(g.amount) })),
    subscription: view,
    cancelSubscriptionUrl: view?.cancellable ? `${statusUrl}/cancel-subscription` : null,
    crumb: page.crumb,
    memberships,
  };
}
