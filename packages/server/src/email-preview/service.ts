import { ok } from '@tessera/core';
import { findOrder, findWebsiteById, listOrders, type OrderWithItems } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import {
  orderStatusPath,
  renderOrderMail,
  type EmailKind,
  type RefundFacts,
  type RenderedEmail,
} from '../orders/index.js';
import type { SubscriptionAction } from '../site-users/index.js';
import {
  backInStockPreview,
  cardChangePreview,
  renewalFailedPreview,
  subscriberChangePreview,
  type PreviewParts,
  type PreviewSite,
} from './more-emails.js';
import {
  reviewableProductsOf,
  reviewRequestMail,
  reviewRequestPath,
  reviewRequestSubject,
} from '../reviews/index.js';

/** The commerce e-mails the shop sends buyers, in the order a buyer meets them. */
export const COMMERCE_EMAILS = [
  { kind: 'order-confirmation', name: 'Order confirmation' },
  { kind: 'order-shipped', name: 'Order shipped' },
  { kind: 'refund', name: 'Refund' },
  { kind: 'review-request', name: 'Review request' },
  { kind: 'back-in-stock', name: 'Back in stock' },
  { kind: 'subscription-renewal', name: 'Subscription renewal' },
  { kind: 'subscription-renewal-failed', name: 'Renewal failed' },
  { kind: 'subscription-paused', name: 'Subscription paused' },
  { kind: 'subscription-resumed', name: 'Subscription resumed' },
  { kind: 'subscription-skipped', name: 'Renewal skipped' },
  { kind: 'subscription-cancelled', name: 'Subscription cancelled' },
  { kind: 'subscription-card-updated', name: 'Subscription card updated' },
] as const;
export type CommerceEmailKind = (typeof COMMERCE_EMAILS)[number]['kind'];
export const COMMERCE_EMAIL_KINDS = COMMERCE_EMAILS.map((e) => e.kind) as [
  CommerceEmailKind,
  ...CommerceEmailKind[],
];

/** The subscriber's own changes from their account, by the action that sends each. */
const SUBSCRIBER_CHANGES = {
  'subscription-paused': 'pause',
  'subscription-resumed': 'resume',
  'subscription-skipped': 'skip',
  'subscription-cancelled': 'cancel',
} as const satisfies Partial<Record<CommerceEmailKind, SubscriptionAction>>;

export interface EmailPreview extends PreviewParts {
  kind: CommerceEmailKind;
  name: string;
  /** The order the e-mail is shown with: the site's newest. */
  orderNumber: number;
}

/**
 * Links in a preview carry this instead of a signed token: a preview writes nothing (no access
 * token is minted for it), so its links open the pages' "not valid" face.
 */
export const PREVIEW_TOKEN = 'preview';

/** The site's newest order, the sample every e-mail is shown with; none before the first order. */
export async function sampleOrder(ctx: ServiceContext): Promise<OrderWithItems | undefined> {
  const { orders } = await listOrders(ctx.db, ctx.websiteId, {}, { limit: 1, countCap: 1 });
  const newest = orders[0];
  return newest ? findOrder(ctx.db, ctx.websiteId, newest.id) : undefined;
}

async function render(
  ctx: ServiceContext,
  kind: CommerceEmailKind,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<Outcome<PreviewParts>> {
  if (kind === 'back-in-stock') return backInStockPreview(ctx, order, site);
  if (kind === 'subscription-card-updated') return cardChangePreview(ctx, order, site);
  if (kind === 'subscription-renewal-failed') return renewalFailedPreview(ctx, order, site);
  if (kind in SUBSCRIBER_CHANGES) {
    const action = SUBSCRIBER_CHANGES[kind as keyof typeof SUBSCRIBER_CHANGES];
    return subscriberChangePreview(ctx, action, order, site);
  }
  if (kind === 'review-request') {
    const products = await reviewableProductsOf(ctx, order);
    const url = `${site.baseUrl}${reviewRequestPath(PREVIEW_TOKEN)}`;
    return ok({
      subject: reviewRequestSubject(site.title),
      ...reviewRequestMail(site.title, order, products, url),
    });
  }
  return ok(await orderMail(ctx, kind as EmailKind, order, site));
}

function orderMail(
  ctx: ServiceContext,
  kind: EmailKind,
  order: OrderWithItems,
  site: PreviewSite,
): Promise<RenderedEmail> {
  const shipment =
    kind === 'order-shipped'
      ? {
          lines: order.items.map((i) => ({ productName: i.product_name, quantity: i.quantity })),
          carrier: null,
          trackingNumber: null,
          trackingUrl: null,
        }
      : undefined;
  const refund = kind === 'refund' ? sampleRefund(order) : undefined;
  return renderOrderMail({
    kind,
    order: refund?.order ?? order,
    website: { id: ctx.websiteId, title: site.title, locale: site.locale },
    baseUrl: site.baseUrl,
    statusPath: orderStatusPath(PREVIEW_TOKEN),
    giftCards: [],
    downloads: [],
    subscriptionPlanText: null,
    shipment,
    refund: refund?.facts,
  });
}

/**
 * The refund shown: what the sample order has had refunded, or — before any refund — the whole
 * order refunded, so the e-mail shows its lines and totals as after a full refund.
 */
function sampleRefund(order: OrderWithItems): { order: OrderWithItems; facts: RefundFacts } {
  const refunded = order.refunded_total > 0;
  const lines = order.items
    .map((i) => ({ productName: i.product_name, quantity: refunded ? i.refunded_quantity : i.quantity }))
    .filter((l) => l.quantity > 0);
  const after = refunded ? order : { ...order, refunded_total: order.amount_charged };
  return { order: after, facts: { amountCents: after.refunded_total, lines } };
}

/**
 * One commerce e-mail as a buyer of the site's newest order would get it, rendered by the same
 * functions that send it; nothing is sent or stored. Not found before the site's first order.
 */
export async function previewEmail(
  ctx: ServiceContext,
  kind: CommerceEmailKind,
  baseUrl: string,
): Promise<Outcome<EmailPreview>> {
  const [order, website] = await Promise.all([sampleOrder(ctx), findWebsiteById(ctx.db, ctx.websiteId)]);
  if (!order || !website) return fail('not-found');
  const name = COMMERCE_EMAILS.find((e) => e.kind === kind)?.name ?? kind;
  const rendered = await render(ctx, kind, order, { title: website.title, locale: website.locale, baseUrl });
  if (!rendered.ok) return rendered;
  return ok({ kind, name, orderNumber: order.order_number, ...rendered.value });
}
