import {
  allocateWaitlist,
  DEFAULT_HOLD_HOURS,
  HOLD_HOURS_RANGE,
  totalStock,
  type WaitlistStock,
} from '@tessera/core';
import {
  clockOf,
  findCollection,
  findWebsiteById,
  getCommercePreferences,
  inCartTransaction,
  listItemsByIds,
  loadImages,
  loadProductsOf,
  lockWaitlistStock,
  markWaitlistNotified,
  waitlistQueue,
  type Executor,
  type Item,
  type ProductWithVariants,
  type WaitlistGroupKey,
  type WaitlistSignUpRow,
} from '@tessera/db';
import { enqueue } from '../jobs/index.js';
import { sendMail } from '../mail/index.js';
import { renderEmail, type RenderedEmail } from '../orders/index.js';
import { fileAssetUrl, itemUrl } from '../render/index.js';
import type { SendResult } from './owner-schemas.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** The next people in line, when a hold window ends (`notifyWaitlist` again). */
    'waitlist-notify': WaitlistGroupKey & { baseUrl: string };
  }
}

/** The commerce-preferences namespace of the waitlist's settings (`holdHours`). */
export const WAITLIST_PREFERENCES = 'waitlist';
const HOUR_MS = 3_600_000;

/** The hold window of a website: `holdHours` of its waitlist preferences, else 12 hours. */
export async function holdHoursOf(db: Executor, websiteId: string): Promise<number> {
  const hours = (await getCommercePreferences(db, websiteId, WAITLIST_PREFERENCES))?.['holdHours'];
  return typeof hours === 'number' &&
    Number.isInteger(hours) &&
    hours >= HOLD_HOURS_RANGE.min &&
    hours <= HOLD_HOURS_RANGE.max
    ? hours
    : DEFAULT_HOLD_HOURS;
}

/**
 * The units a group waits for: one variant's, or — for sign-ups for the product as a whole — the
 * product's (core's `totalStock`: unlimited when any variant is, or the product has no stock).
 * Undefined when the variant is not the product's.
 */
export function stockOfGroup(product: ProductWithVariants, variantId: string): WaitlistStock | undefined {
  const variants = variantId === '' ? product.variants : product.variants.filter((v) => v.id === variantId);
  if (variantId !== '' && variants.length === 0) return undefined;
  const total = totalStock({
    productType: product.product_type,
    variants: variants.map((v) => ({ unlimited: v.unlimited, qtyInStock: v.qty_in_stock })),
  });
  return total === Infinity ? { unlimited: true, qtyInStock: 0 } : { unlimited: false, qtyInStock: total };
}

/** The variant's option values in the product's option order ('Blue / L'); '' for the whole product. */
export function variantNameOf(product: ProductWithVariants, variantId: string): string {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return '';
  const ordering = product.variant_option_ordering;
  const names = [...ordering, ...Object.keys(variant.attributes).filter((n) => !ordering.includes(n))];
  return names
    .flatMap((n) => (variant.attributes[n] === undefined ? [] : [variant.attributes[n]]))
    .join(' / ');
}

/** The image of a group: the variant's main image, else the product's first, else the item's. */
export function imageIdOf(product: ProductWithVariants, item: Item, variantId: string): string | null {
  const variant = product.variants.find((v) => v.id === variantId);
  return variant?.main_image_id ?? product.images[0] ?? item.main_image_id ?? null;
}

/** What a back-in-stock e-mail names: the product (its item), the variant waited for, the hold. */
export interface WaitlistMailFacts {
  product: ProductWithVariants;
  item: Item;
  /** '' for a sign-up for the product as a whole. */
  variantId: string;
  baseUrl: string;
  /** Hours a unit is held for the buyer; null when stock is unlimited. */
  holdHours: number | null;
}

/**
 * The back-in-stock e-mail (the theme's `emails/waitlist.*`) as the people waiting get it; the
 * owner's e-mail preview shows it through this same function. Undefined without the site or page.
 */
export async function renderWaitlistMail(
  db: Executor,
  websiteId: string,
  m: WaitlistMailFacts,
): Promise<RenderedEmail | undefined> {
  const [website, collection] = await Promise.all([
    findWebsiteById(db, websiteId),
    findCollection(db, websiteId, m.item.collection_id),
  ]);
  if (!website || !collection) return undefined;
  const imageId = imageIdOf(m.product, m.item, m.variantId);
  const image = imageId ? (await loadImages(db, websiteId, [imageId])).get(imageId) : undefined;
  return renderEmail(
    'waitlist',
    {
      website: { siteTitle: website.title, baseUrl: m.baseUrl },
      product: { title: m.item.title },
      variantText: variantNameOf(m.product, m.variantId) || null,
      imageUrl: image ? `${m.baseUrl}${fileAssetUrl(image)}` : null,
      productUrl: `${m.baseUrl}${itemUrl(collection, m.item.url_id)}`,
      holdHours: m.holdHours,
    },
    website.locale,
  );
}

/** Queues one back-in-stock email per newly notified sign-up, each at most once (its job key). */
async function queueMails(trx: Executor, websiteId: string, rows: WaitlistSignUpRow[], m: WaitlistMailFacts) {
  const rendered = await renderWaitlistMail(trx, websiteId, m);
  if (!rendered) return;
  for (const row of rows) {
    await sendMail(
      trx,
      websiteId,
      { to: row.email, subject: rendered.subject, text: rendered.text, html: rendered.html },
      { idempotencyKey: `waitlist-${row.id}` },
    );
  }
}

/**
 * Fair back-in-stock notification of one group (issue 12): at most as many people as there are
 * units not held for someone already told, oldest sign-up first; each of them holds a unit for the
 * hold window, and when the earliest hold ends a `waitlist-notify` job tells the next in line about
 * the units still unsold. Unlimited stock tells everyone. A sign-up is notified once, so a repeated
 * send while the holds run notifies nobody: the call is safe to retry. Undefined: no such product or
 * variant on this website.
 */
export async function notifyWaitlist(
  db: Executor,
  websiteId: string,
  group: WaitlistGroupKey,
  baseUrl: string,
): Promise<SendResult | undefined> {
  return inCartTransaction(db, async (trx) => {
    const now = clockOf(trx).now();
    await lockWaitlistStock(trx, websiteId, group.productId);
    const [[item], products] = await Promise.all([
      listItemsByIds(trx, websiteId, [group.productId]),
      loadProductsOf(trx, websiteId, [group.productId]),
    ]);
    const product = products.get(group.productId);
    const stock = product && stockOfGroup(product, group.variantId);
    if (!item || !product || !stock) return undefined;
    const queue = await waitlistQueue(trx, websiteId, group, now);
    const allocation = allocateWaitlist(stock, queue.holdsEndingAt, queue.waiting, now);
    const holdHours = stock.unlimited ? null : await holdHoursOf(trx, websiteId);
    const holdEndsAt = holdHours === null ? null : now + holdHours * HOUR_MS;
    const marked = await markWaitlistNotified(trx, websiteId, allocation.notify, { now, holdEndsAt });
    if (marked.length > 0)
      await queueMails(trx, websiteId, marked, {
        product,
        item,
        variantId: group.variantId,
        baseUrl,
        holdHours,
      });
    const running = queue.holdsEndingAt.filter((end) => end > now);
    if (holdEndsAt !== null) running.push(...marked.map(() => holdEndsAt));
    const waitingCount = queue.waiting.length - marked.length;
    const nextAt = waitingCount > 0 && !stock.unlimited && running.length > 0 ? Math.min(...running) : null;
    if (nextAt !== null) {
      await enqueue(
        trx,
        websiteId,
        'waitlist-notify',
        { ...group, baseUrl },
        { runAt: nextAt, idempotencyKey: `waitlist-notify-${group.productId}-${group.variantId}-${nextAt}` },
      );
    }
    return {
      productId: group.productId,
      variantId: group.variantId,
      notifiedCount: marked.length,
      waitingCount,
      holdingCount: running.length,
      nextNotificationAt: nextAt,
    };
  });
}
