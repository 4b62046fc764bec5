import { isCurrencyCode, money, moneyToJson } from '@tessera/core';
import type { DownloadLink } from '../downloads/index.js';
import type { Executor, OrderWithItems } from '@tessera/db';
import { sendMail } from '../mail/index.js';
import { renderEmail, type EmailKind, type RenderedEmail } from './email-templates.js';
import { orderViewOf } from './order-view.js';

export interface OrderMail {
  kind: EmailKind;
  order: OrderWithItems;
  website: { id: string; title: string; locale: string };
  /** `https://host` the links point to. */
  baseUrl: string;
  /** Path of the order's status page (with its access token). */
  statusPath: string;
  giftCards: readonly { code: string; amountCents: number }[];
  downloads: readonly DownloadLink[];
  subscriptionPlanText: string | null;
  /** Member areas the order opened: each named, with its welcome page (a site path). */
  memberships?: readonly { areaName: string; welcomePath: string }[] | undefined;
  /** The shipping email's parcel: its lines, carrier and tracking. */
  shipment?: ShipmentMail | undefined;
  /** The refund e-mail's refund: how much went back and for which lines. */
  refund?: RefundFacts | undefined;
  /** Default `<kind>-<order id>`: one email of a kind per order unless the caller says otherwise. */
  idempotencyKey?: string | undefined;
}

export interface ShipmentMail {
  lines: { productName: string; quantity: number }[];
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface RefundFacts {
  amountCents: number;
  /** Lines refunded by unit; empty for a refund of an amount alone. */
  lines: { productName: string; quantity: number }[];
}

function mailContext(mail: OrderMail): Record<string, unknown> {
  const currency = mail.order.currency;
  const amount = (cents: number) => (isCurrencyCode(currency) ? moneyToJson(money(cents, currency)) : null);
  return {
    website: { siteTitle: mail.website.title, baseUrl: mail.baseUrl },
    order: orderViewOf(mail.order),
    statusUrl: `${mail.baseUrl}${mail.statusPath}`,
    giftCards: mail.giftCards.map((g) => ({ code: g.code, amount: amount(g.amountCents) })),
    downloads: mail.downloads.map((d) => ({ ...d, url: `${mail.baseUrl}${d.url}` })),
    subscription: mail.subscriptionPlanText ? { planText: mail.subscriptionPlanText } : null,
    shipment: mail.shipment ?? null,
    refund: mail.refund
      ? {
          amount: amount(mail.refund.amountCents),
          lines: mail.refund.lines,
          refundedSoFar: amount(mail.order.refunded_total),
          // What the buyer has paid once every refund so far is taken off.
          netPaid: amount(mail.order.amount_charged - mail.order.refunded_total),
        }
      : null,
    memberships: (mail.memberships ?? []).map((m) => ({
      areaName: m.areaName,
      welcomeUrl: `${mail.baseUrl}${m.welcomePath}`,
    })),
  };
}

/** An order email as the buyer gets it: the theme's templates rendered with the order's facts. */
export function renderOrderMail(mail: OrderMail): Promise<RenderedEmail> {
  return renderEmail(mail.kind, mailContext(mail), mail.website.locale);
}

/**
 * Queues an order email in the caller's transaction (it exists only if the order commits, and is
 * sent once by the jobs worker), rendered from the theme's JSON-T email templates.
 */
export async function queueOrderMail(db: Executor, mail: OrderMail): Promise<void> {
  const rendered = await renderOrderMail(mail);
  await sendMail(
    db,
    mail.website.id,
    { to: mail.order.email, subject: rendered.subject, text: rendered.text, html: rendered.html },
    { idempotencyKey: mail.idempotencyKey ?? `${mail.kind}-${mail.order.id}` },
  );
}
