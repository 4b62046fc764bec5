import { err, MAX_LINE_QUANTITY, ok, quantityInCart, type Result } from '@tessera/core';
import {
  createCartEntry,
  inCartTransaction,
  listCartEntryViews,
  updateCartEntry,
  type Cart,
  type CartEntryView,
  type Executor,
} from '@tessera/db';
import { loadPurchasableProduct, type PurchasableProduct } from '../inventory/index.js';
import { checkAnswers } from './additional-fields.js';
import type { CartContext } from './cart-context.js';
import type { CartOwner } from './cart-owner.js';
import { failure, type Failure } from '../failure.js';
import { lockOrCreateCart } from './cart-session.js';
import { cartSecret } from './cart-token.js';
import { cartDto, type CartEntryDto, type ShoppingCartDto } from './cart-view.js';
import { chooseLine, type ChosenLine } from './chosen-variant.js';
import { Refusal, refusedOr } from '../refusal.js';

/** Distinct lines one cart may hold (the spec shows no server limit; this keeps carts bounded). */
export const MAX_CART_LINES = 100;

export interface AddEntryInput {
  itemId: string;
  sku: string | null;
  /** Options chosen by name (a plain form without a SKU). */
  attributes?: Readonly<Record<string, string>> | undefined;
  quantity?: string | number | null | undefined;
  /** Posted answers of the product's additional-fields form (checked against the form here), or null. */
  additionalFields: Record<string, unknown> | null;
}

export interface CartChange {
  shoppingCart: ShoppingCartDto;
  /** The line added or changed. */
  entry: CartEntryDto;
  /** The cart token to set as the cookie (new carts, and refreshing an existing cookie). */
  token?: string;
}

function heldUnits(entries: readonly CartEntryView[], itemId: string, variantId: string): number {
  const refs = entries.map((e) => ({ itemId: e.item_id, sku: e.variant_id, quantity: e.quantity }));
  return quantityInCart(refs, itemId, variantId);
}

/** The new line as the cart lists it, from what the add already knows (no read back). */
function newLineView(
  entry: Awaited<ReturnType<typeof createCartEntry>>,
  product: PurchasableProduct,
  line: ChosenLine,
): CartEntryView {
  return {
    ...entry,
    title: product.row.title,
    item_url_id: product.row.item_url_id,
    collection_url_id: product.row.collection_url_id,
    is_donation: product.row.is_donation,
    product_type: product.row.product_type,
    additional_fields_form_id: product.row.additional_fields_form_id,
    attributes: line.variant.attributes,
    publish_state: product.row.publish_state,
    image_id: line.variant.main_image_id ?? product.row.images[0] ?? null,
  };
}

function byAddedOrder(a: CartEntryView, b: CartEntryView): number {
  return a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Adds to an existing line of the same variant (no additional fields), or adds a new line.
 * Answers the cart's lines afterwards, worked out from the write instead of read again.
 */
async function putLine(
  trx: Executor,
  ctx: CartContext,
  cartId: string,
  entries: readonly CartEntryView[],
  product: PurchasableProduct,
  line: ChosenLine,
  input: AddEntryInput,
): Promise<{ entryId: string; entries: CartEntryView[] }> {
  const price = { unitPrice: line.unitPrice, currency: ctx.currency };
  const same = input.additionalFields
    ? undefined
    : entries.find((e) => e.variant_id === line.variant.id && e.additional_fields === null);
  if (same) {
    const quantity = same.quantity + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new Refusal(failure('cart-quantity-limit'));
    await updateCartEntry(trx, ctx.websiteId, cartId, same.id, { quantity, price });
    const changed = { ...same, quantity, unit_price: price.unitPrice, currency: price.currency };
    return { entryId: same.id, entries: entries.map((e) => (e.id === same.id ? changed : e)) };
  }
  if (entries.length >= MAX_CART_LINES) throw new Refusal(failure('cart-full'));
  const created = await createCartEntry(trx, ctx.websiteId, cartId, {
    itemId: input.itemId,
    variantId: line.variant.id,
    sku: line.variant.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    currency: ctx.currency,
    additionalFields: input.additionalFields,
  });
  const added = newLineView(created, product, line);
  return { entryId: created.id, entries: [...entries, added].sort(byAddedOrder) };
}

interface LockedAdd {
  cart: Cart;
  entries: CartEntryView[];
  entryId: string;
  token: string | undefined;
}

/**
 * The write itself, under the cart's row lock: lock (or create) the cart, read its lines, check
 * the stock rule against them, merge or insert. Three statements for a cart that exists, two for
 * a new one; pricing the answer happens after the commit so the lock is held only this long.
 */
async function addLocked(
  ctx: CartContext,
  owner: CartOwner,
  product: PurchasableProduct,
  input: AddEntryInput,
  variantId: string,
): Promise<LockedAdd> {
  const secret = await cartSecret(ctx.db, ctx.websiteId);
  return inCartTransaction(ctx.db, async (trx) => {
    const { cart, token, fresh } = await lockOrCreateCart(trx, ctx.websiteId, owner, secret);
    const entries = fresh ? [] : await listCartEntryViews(trx, ctx.websiteId, cart.id);
    const alreadyInCart = heldUnits(entries, input.itemId, variantId);
    const line = chooseLine(product, { ...input, alreadyInCart }, ctx.currency);
    if (!line.ok) throw new Refusal(line.error);
    const put = await putLine(trx, ctx, cart.id, entries, product, line.value, input);
    return { cart, ...put, token };
  });
}

/** The answer: the whole cart as committed, priced, with the line added or changed. */
async function changeOf(ctx: CartContext, added: LockedAdd): Promise<CartChange> {
  const shoppingCart = await cartDto(ctx.db, ctx.websiteId, added.cart, added.entries, ctx.currency);
  const entry = shoppingCart.entries.find((e) => e.id === added.entryId);
  if (!entry) throw new Error('The added line is missing from its cart');
  return { shoppingCart, entry, ...(added.token && { token: added.token }) };
}

/**
 * `POST /api/commerce/shopping-cart/entries`: every add-to-cart rule again on the server (core's
 * messages), counting what the cart already holds, then merge or add the line — all under the
 * cart's lock, so parallel adds to one cart never lose a line. Refused adds change nothing.
 */
export async function addCartEntry(
  ctx: CartContext,
  owner: CartOwner,
  input: AddEntryInput,
): Promise<Result<CartChange, Failure>> {
  const product = await loadPurchasableProduct(ctx.db, ctx.websiteId, input.itemId);
  if (!product) return err(failure('not-found'));
  if (product.content.isSubscribable) return err(failure('cart-subscription-only'));
  // Check what needs no cart first, so a refused first add never creates a cart.
  const precheck = chooseLine(product, input, ctx.currency);
  if (!precheck.ok) return precheck;
  const answers = await checkAnswers(
    ctx.db,
    ctx.websiteId,
    product.row.additional_fields_form_id,
    input.additionalFields,
  );
  if (!answers.ok) return answers;
  const checked = { ...input, additionalFields: answers.value };
  const added = await refusedOr(() => addLocked(ctx, owner, product, checked, precheck.value.variant.id));
  return added.ok ? ok(await changeOf(ctx, added.value)) : added;
}
