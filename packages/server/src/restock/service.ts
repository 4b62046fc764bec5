import { COLLECTION_TYPES, RECORD_TYPES, validateWaitlistEmail, WAITLIST_MESSAGES } from '@tessera/core';
import { addRestockSignUp, clockOf, findCollection, findPublicItemsByIds, loadProductsOf } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { itemUrl } from '../render/context/urls.js';
import { merchandisingJson } from '../render/context/merchandising-json.js';
import type { RestockSignUpBody } from './schemas.js';

/** Why a sign-up was refused: the spec's two address messages, or no such product to wait for. */
export type RestockRefusal = 'restock-email-blank' | 'restock-email-invalid' | 'not-found';

export type RestockOutcome =
  | { ok: true; message: string; productUrl: string }
  | { ok: false; code: RestockRefusal; productUrl?: string };

interface RestockTarget {
  productUrl: string;
  variantIds: readonly string[];
  /** The product's success text (`restockNotificationMessages.successMessage`), if set. */
  successMessage: string | undefined;
}

/** The public product a visitor may wait for: published, of this website, restock sign-up on. */
async function findTarget(
  ctx: ServiceContext,
  productId: string,
  now: number,
): Promise<RestockTarget | undefined> {
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

/** The page of a product a restock form may be posted from, to send a plain form back to. */
export async function restockProductUrl(ctx: ServiceContext, productId: string): Promise<string | undefined> {
  return (await findTarget(ctx, productId, clockOf(ctx.db).now()))?.productUrl;
}

/**
 * A visitor's back-in-stock sign-up (storefront spec §3, §5, §7): the product must be one the
 * visitor can see with restock sign-up switched on, the variant one of its own, the address
 * 3–256 characters of the standard pattern. Signing up twice stores one row. The answer carries
 * the product's own success text, else 'Signed up!'.
 */
export async function signUpForRestock(
  ctx: ServiceContext,
  body: RestockSignUpBody,
): Promise<RestockOutcome> {
  const now = clockOf(ctx.db).now();
  const target = await findTarget(ctx, body.productId, now);
  const variantId = body.variantId ?? '';
  if (!target || (variantId !== '' && !target.variantIds.includes(variantId))) {
    return { ok: false, code: 'not-found', ...(target && { productUrl: target.productUrl }) };
  }
  const email = validateWaitlistEmail(body.siteVisitorEmail);
  if (!email.ok) {
    const code =
      email.error === WAITLIST_MESSAGES.emailBlank ? 'restock-email-blank' : 'restock-email-invalid';
    return { ok: false, code, productUrl: target.productUrl };
  }
  await addRestockSignUp(ctx.db, ctx.websiteId, {
    productId: body.productId,
    variantId,
    email: email.value,
    joinMailingList: body.isJoinMailingList,
    language: body.language ?? null,
    now,
  });
  return {
    ok: true,
    message: target.successMessage ?? WAITLIST_MESSAGES.success,
    productUrl: target.productUrl,
  };
}
