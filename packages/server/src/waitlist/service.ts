import { COLLECTION_TYPES, ok, RECORD_TYPES, validateWaitlistEmail, WAITLIST_MESSAGES } from '@tessera/core';
import {
  addWaitlistSignUp,
  clockOf,
  findCollection,
  findPublicItemsByIds,
  loadProductsOf,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import type { ErrorCode } from '../errors.js';
import { fail, type Outcome } from '../failure.js';
import { itemUrl } from '../render/index.js';
import { merchandisingJson } from '../render/index.js';
import type { WaitlistSignUpBody } from './schemas.js';

const EMAIL_CODES: Readonly<Record<'blank' | 'invalid', ErrorCode>> = {
  blank: 'waitlist-email-blank',
  invalid: 'waitlist-email-invalid',
};

/** A sign-up: the text to show and the product page it was made from. */
export interface WaitlistSignUp {
  message: string;
  productUrl: string;
}

interface WaitlistTarget {
  productUrl: string;
  variantIds: readonly string[];
  /** The product's success text (`restockNotificationMessages.successMessage`), if set. */
  successMessage: string | undefined;
}

/** The public product a visitor may wait for: published, of this website, waitlist sign-up on. */
async function findTarget(
  ctx: ServiceContext,
  productId: string,
  now: number,
): Promise<WaitlistTarget | undefined> {
  const [item] = await findPublicItemsByIds(ctx.db, ctx.websiteId, [productId], now);
  if (!item || item.record_type !== RECORD_TYPES.STORE_ITEM) return undefined;
  const [product, collection] = await Promise.all([
    loadProductsOf(ctx.db, ctx.websiteId, [item.id]).then((found) => found.get(item.id)),
    findCollection(ctx.db, ctx.websiteId, item.collection_id),
  ]);
  if (!product || !collection?.enabled || collection.type !== COLLECTION_TYPES.PRODUCTS) return undefined;
  if (collection.page_permission !== 'public' || product.merchandising.restockNotificationsEnabled !== true) {
    return undefined;
  }
  const custom = merchandisingJson(product).restockNotificationMessages?.['successMessage'];
  return {
    productUrl: itemUrl(collection, item.url_id),
    variantIds: product.variants.map((v) => v.id),
    successMessage: typeof custom === 'string' && custom.trim() !== '' ? custom : undefined,
  };
}

/** The page of a product a waitlist form may be posted from, to send a plain form back to. */
export async function waitlistProductUrl(
  ctx: ServiceContext,
  productId: string,
): Promise<string | undefined> {
  return (await findTarget(ctx, productId, clockOf(ctx.db).now()))?.productUrl;
}

/**
 * A visitor's waitlist sign-up (storefront spec §3, §5, §7): the product must be one the
 * visitor can see with waitlist sign-up switched on, the variant one of its own, the address
 * 3–256 characters of the standard pattern. Signing up twice stores one row. The answer carries
 * the product's own success text, else 'Signed up!'.
 */
export async function joinWaitlist(
  ctx: ServiceContext,
  body: WaitlistSignUpBody,
): Promise<Outcome<WaitlistSignUp>> {
  const now = clockOf(ctx.db).now();
  const target = await findTarget(ctx, body.productId, now);
  const variantId = body.variantId ?? '';
  if (!target || (variantId !== '' && !target.variantIds.includes(variantId))) {
    return fail('not-found');
  }
  const email = validateWaitlistEmail(body.siteVisitorEmail);
  if (!email.ok) {
    return fail(EMAIL_CODES[email.error.reason], { siteVisitorEmail: email.error.message });
  }
  await addWaitlistSignUp(ctx.db, ctx.websiteId, {
    productId: body.productId,
    variantId,
    email: email.value,
    joinMailingList: body.isJoinMailingList,
    language: body.language ?? null,
    now,
  });
  return ok({ message: target.successMessage ?? WAITLIST_MESSAGES.success, productUrl: target.productUrl });
}
