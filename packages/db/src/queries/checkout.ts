import { randomBytes } from 'node:crypto';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { CheckoutDetailsRow, PostalAddress } from '../schema/orders.js';
import { decodeCart, type Cart } from './cart.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type CheckoutDetails = Decoded<CheckoutDetailsRow>;

const decodeDetails = rowDecoder<CheckoutDetailsRow>(['shipping_address', 'gift_card_ids'], []);

export async function findCheckoutDetails(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<CheckoutDetails | undefined> {
  const row = await db
    .selectFrom('checkout_details')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return row && decodeDetails(row);
}

export interface CheckoutDetailsChange {
  email?: string | null;
  shippingAddress?: PostalAddress | null;
  giftCardIds?: string[];
}

/** Creates or changes the shopper's details of one cart; fields left out keep their value. */
export async function putCheckoutDetails(
  db: Executor,
  websiteId: string,
  cartId: string,
  change: CheckoutDetailsChange,
): Promise<void> {
  const now = clockOf(db).now();
  const set = {
    ...(change.email !== undefined && { email: change.email }),
    ...(change.shippingAddress !== undefined && {
      shipping_address: change.shippingAddress === null ? null : toJson(change.shippingAddress),
    }),
    ...(change.giftCardIds !== undefined && { gift_card_ids: toJson(change.giftCardIds) }),
  };
  await db
    .insertInto('checkout_details')
    .values({ website_id: websiteId, cart_id: cartId, ...set, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'cart_id']).doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

/** The cart's choices the pricing reads, stored on the cart row itself (storefront spec §3). */
export interface CartChoicesChange {
  coupons?: unknown[];
  selectedShippingOption?: unknown;
  shippingLocation?: unknown;
}

/** Changes the cart's choices; answers the cart as it is now (undefined when there is no such cart). */
export async function updateCartChoices(
  db: Executor,
  websiteId: string,
  cartId: string,
  change: CartChoicesChange,
): Promise<Cart | undefined> {
  const row = await db
    .updateTable('carts')
    .set({
      ...(change.coupons !== undefined && { coupons: toJson(change.coupons) }),
      ...(change.selectedShippingOption !== undefined && {
        selected_shipping_option:
          change.selectedShippingOption === null ? null : toJson(change.selectedShippingOption),
      }),
      ...(change.shippingLocation !== undefined && {
        shipping_location: change.shippingLocation === null ? null : toJson(change.shippingLocation),
      }),
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .returningAll()
    .executeTakeFirst();
  return row && decodeCart(row);
}

/**
 * Marks an open cart purchased by an order. False when it was already purchased: a conditional
 * update, so of two racing placements of one cart only one can succeed.
 */
export async function markCartPurchased(
  db: Executor,
  websiteId: string,
  cartId: string,
  orderId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ is_purchased: 1, order_id: orderId, origin_hash: null, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .where('is_purchased', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface CheckoutRequest {
  requestHash: string;
  orderId: string | null;
}

/** How long a placement's Idempotency-Key is remembered. */
export const CHECKOUT_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Claims an Idempotency-Key as the first statement of the order's transaction, in ONE statement:
 * an insert that takes over only an expired claim of the same key, naming the order this attempt
 * will write (it commits with the order or not at all). Returns the earlier request when the key
 * is taken: on PostgreSQL a concurrent claim waits for the first transaction to end, so a retry
 * racing the original sees its committed order (or, if the original rolled back, claims the key).
 */
export async function claimCheckoutKey(
  db: Executor,
  websiteId: string,
  key: string,
  requestHash: string,
  now = clockOf(db).now(),
  orderId: string | null = null,
): Promise<CheckoutRequest | undefined> {
  const claimed = await db
    .insertInto('checkout_requests')
    .values({ website_id: websiteId, key, request_hash: requestHash, order_id: orderId, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['website_id', 'key'])
        .doUpdateSet({ request_hash: requestHash, order_id: orderId, created_at: now })
        .where('checkout_requests.created_at', '<=', now - CHECKOUT_KEY_TTL_MS),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return undefined;
  const row = await db
    .selectFrom('checkout_requests')
    .select(['request_hash', 'order_id'])
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return { requestHash: row.request_hash, orderId: row.order_id };
}

export async function recordCheckoutOrder(
  db: Executor,
  websiteId: string,
  key: string,
  orderId: string,
): Promise<void> {
  await db
    .updateTable('checkout_requests')
    .set({ order_id: orderId })
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .execute();
}

/** The website's commerce secret (download links, payment tokens), created on first use. */
export async function getCommerceSecret(db: Executor, websiteId: string): Promise<string> {
  await db
    .insertInto('commerce_secrets')
    .values({
      website_id: websiteId,
      secret: randomBytes(32).toString('base64url'),
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('commerce_secrets')
    .select('secret')
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** Shipping weights of variants in grams (absent ones weigh 0). */
export async function listVariantWeights(
  db: Executor,
  websiteId: string,
  variantIds: readonly string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('variant_weights')
    .select(['variant_id', 'weight_grams'])
    .where('website_id', '=', websiteId)
    .where('variant_id', 'in', [...variantIds])
    .execute();
  return new Map(rows.map((r) => [r.variant_id, r.weight_grams]));
}

/** Sets a variant's shipping weight; false when the variant is not this website's. */
export async function setVariantWeight(
  db: Executor,
  websiteId: string,
  variantId: string,
  weightGrams: number,
): Promise<boolean> {
  const variant = await db
    .selectFrom('product_variants')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!variant) return false;
  await db
    .insertInto('variant_weights')
    .values({ website_id: websiteId, variant_id: variantId, weight_grams: weightGrams })
    .onConflict((oc) => oc.column('variant_id').doUpdateSet({ weight_grams: weightGrams }))
    .execute();
  return true;
}

/** A variant's parcel size in whole millimetres (0: not given). */
export interface VariantDimensions {
  length: number;
  width: number;
  height: number;
}

/** Parcel sizes of variants; absent ones have none. */
export async function listVariantDimensions(
  db: Executor,
  websiteId: string,
  variantIds: readonly string[],
): Promise<Map<string, VariantDimensions>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('variant_weights')
    .select(['variant_id', 'length_mm', 'width_mm', 'height_mm'])
    .where('website_id', '=', websiteId)
    .where('variant_id', 'in', [...variantIds])
    .execute();
  return new Map(
    rows.map((r) => [r.variant_id, { length: r.length_mm, width: r.width_mm, height: r.height_mm }]),
  );
}

/** Sets a variant's parcel size (its weight stays, or is 0 when it had none); the caller owns the variant. */
export async function setVariantDimensions(
  db: Executor,
  websiteId: string,
  variantId: string,
  size: VariantDimensions,
): Promise<void> {
  const columns = { length_mm: size.length, width_mm: size.width, height_mm: size.height };
  await db
    .insertInto('variant_weights')
    .values({ website_id: websiteId, variant_id: variantId, weight_grams: 0, ...columns })
    .onConflict((oc) => oc.column('variant_id').doUpdateSet(columns))
    .execute();
}

/** The store categories of products, by product id (for coupon scopes). */
export async function listCategoriesOfProducts(
  db: Executor,
  websiteId: string,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .selectFrom('product_categories')
    .select(['product_id', 'category_id'])
    .where('website_id', '=', websiteId)
    .where('product_id', 'in', [...productIds])
    .execute();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row.category_id]);
  return map;
}
