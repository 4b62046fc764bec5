import { err, parseQuantity, validateAddToCart, type Result } from '@tessera/core';
import {
  deleteCartEntry,
  inCartTransaction,
  listCartEntryViews,
  touchCart,
  updateCartEntry,
  type Cart,
  type CartEntryView,
  type Executor,
} from '@tessera/db';
import { loadPurchasableProduct, variantContent } from '../inventory/index.js';
import { checkAnswers } from './additional-fields.js';
import type { CartContext } from './cart-context.js';
import type { CartOwner } from './cart-owner.js';
import { fromAddToCartError, failure, type Failure } from '../failure.js';
import { lockOwnerCart } from './cart-session.js';
import { cartDto, type ShoppingCartDto } from './cart-view.js';
import type { CartChange } from './add-entry.js';
import { Refusal, refusedOr } from '../refusal.js';

interface Locked {
  trx: Executor;
  cart: Cart;
  entries: CartEntryView[];
  entry: CartEntryView;
}

/** Runs `change` on one line of the owner's cart under the cart's lock; unknown lines are not found. */
async function withLockedEntry<T>(
  ctx: CartContext,
  owner: CartOwner,
  entryId: string,
  change: (locked: Locked) => Promise<T>,
): Promise<Result<T, Failure>> {
  return refusedOr(() =>
    inCartTransaction(ctx.db, async (trx) => {
      const cart = await lockOwnerCart(trx, ctx.websiteId, owner);
      if (!cart) throw new Refusal(failure('not-found'));
      const entries = await listCartEntryViews(trx, ctx.websiteId, cart.id);
      const entry = entries.find((e) => e.id === entryId);
      if (!entry) throw new Refusal(failure('not-found'));
      const result = await change({ trx, cart, entries, entry });
      await touchCart(trx, ctx.websiteId, cart.id);
      return result;
    }),
  );
}

async function cartAfter(ctx: CartContext, { trx, cart }: Locked): Promise<ShoppingCartDto> {
  return cartDto(
    trx,
    ctx.websiteId,
    cart,
    await listCartEntryViews(trx, ctx.websiteId, cart.id),
    ctx.currency,
  );
}

/** More units need the stock for them (counting the variant's other lines); fewer never do. */
async function checkStock(ctx: CartContext, locked: Locked, quantity: number): Promise<void> {
  const { trx, entries, entry } = locked;
  if (quantity <= entry.quantity) return;
  const product = await loadPurchasableProduct(trx, ctx.websiteId, entry.item_id);
  const variant = product?.variants.find((v) => v.id === entry.variant_id);
  if (!product || !variant) throw new Refusal(failure('cart-variant-unavailable'));
  const others = entries
    .filter((e) => e.variant_id === entry.variant_id && e.id !== entry.id)
    .reduce((sum, e) => sum + e.quantity, 0);
  const verdict = validateAddToCart({
    product: { productType: product.content.productType, variants: [variantContent(variant)] },
    chosen: {},
    quantity,
    alreadyInCart: others,
  });
  if (!verdict.ok) throw new Refusal(fromAddToCartError(verdict.error));
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}` and the cart page's plain quantity form. */
export async function changeEntryQuantity(
  ctx: CartContext,
  owner: CartOwner,
  entryId: string,
  input: string | number | null | undefined,
): Promise<Result<ShoppingCartDto, Failure>> {
  const quantity = parseQuantity(input);
  if (!quantity.ok) return err(failure('cart-quantity-invalid', quantity.error));
  return withLockedEntry(ctx, owner, entryId, async (locked) => {
    await checkStock(ctx, locked, quantity.value);
    await updateCartEntry(locked.trx, ctx.websiteId, locked.cart.id, entryId, { quantity: quantity.value });
    return cartAfter(ctx, locked);
  });
}

/** `DELETE /api/commerce/shopping-cart/entries/{entryId}` and the plain remove form. */
export async function removeEntry(
  ctx: CartContext,
  owner: CartOwner,
  entryId: string,
): Promise<Result<ShoppingCartDto, Failure>> {
  return withLockedEntry(ctx, owner, entryId, async (locked) => {
    await deleteCartEntry(locked.trx, ctx.websiteId, locked.cart.id, entryId);
    return cartAfter(ctx, locked);
  });
}

export interface FieldsInput {
  itemId: string;
  sku: string | null;
  additionalFields: Record<string, unknown>;
}

/**
 * `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`: new answers for one line.
 * The item (and SKU, when given) must be the line's own, else the line counts as not found.
 */
export async function changeEntryFields(
  ctx: CartContext,
  owner: CartOwner,
  entryId: string,
  input: FieldsInput,
): Promise<Result<Omit<CartChange, 'token'>, Failure>> {
  return withLockedEntry(ctx, owner, entryId, async (locked) => {
    const { entry } = locked;
    if (entry.item_id !== input.itemId || (input.sku !== null && input.sku !== entry.sku)) {
      throw new Refusal(failure('not-found'));
    }
    const answers = await checkAnswers(
      locked.trx,
      ctx.websiteId,
      entry.additional_fields_form_id,
      input.additionalFields,
    );
    if (!answers.ok) throw new Refusal(answers.error);
    // A product without a form keeps no answers, so there is nothing to change.
    if (answers.value) {
      await updateCartEntry(locked.trx, ctx.websiteId, locked.cart.id, entryId, {
        additionalFields: answers.value,
      });
    }
    const shoppingCart = await cartAfter(ctx, locked);
    const updated = shoppingCart.entries.find((e) => e.id === entryId);
    if (!updated) throw new Refusal(failure('cart-variant-unavailable'));
    return { shoppingCart, entry: updated };
  });
}
