import { listDownloadGrants, type Executor, type OrderWithItems } from '@tessera/db';
import { downloadLinksOf } from '../downloads/index.js';
import { mintAccessToken, orderStatusPath } from './order-access.js';
import { queueOrderMail, type ShipmentMail } from './order-mail.js';

/** Where links in emails point and how the site is named in them. */
export interface MailSite {
  websiteId: string;
  title: string;
  locale: string;
  baseUrl: string;
}

/** The shipping email of one parcel, queued in the caller's transaction (sent once per `key`). */
export async function queueShippingMail(
  trx: Executor,
  site: MailSite,
  order: OrderWithItems,
  shipment: ShipmentMail,
  key: string,
): Promise<void> {
  const token = await mintAccessToken(trx, site.websiteId, order.id);
  await queueOrderMail(trx, {
    kind: 'order-shipped',
    order,
    website: { id: site.websiteId, title: site.title, locale: site.locale },
    baseUrl: site.baseUrl,
    statusPath: orderStatusPath(token),
    giftCards: [],
    downloads: [],
    subscriptionPlanText: null,
    shipment,
    idempotencyKey: `order-shipped-${key}`,
  });
}

/**
 * The order confirmation again, on the owner's request: with fresh download links, and without
 * gift card codes (only their hashes are kept, so they exist in the first email alone).
 */
export async function queueConfirmationAgain(
  trx: Executor,
  site: MailSite,
  order: OrderWithItems,
  key: string,
): Promise<void> {
  const token = await mintAccessToken(trx, site.websiteId, order.id);
  const grants = await listDownloadGrants(trx, site.websiteId, order.id);
  await queueOrderMail(trx, {
    kind: 'order-confirmation',
    order,
    website: { id: site.websiteId, title: site.title, locale: site.locale },
    baseUrl: site.baseUrl,
    statusPath: orderStatusPath(token),
    giftCards: [],
    downloads: await downloadLinksOf(trx, site.websiteId, order, grants),
    subscriptionPlanText: null,
    idempotencyKey: `order-confirmation-again-${key}`,
  });
}
