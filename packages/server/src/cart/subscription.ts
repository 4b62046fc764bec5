import { err, ok, type Result } from '@tessera/core';
import {
  findOpenCartByToken,
  inCartTransaction,
  insertCartEntry,
  insertCartIfAbsent,
  newId,
  type Cart,
  type Executor,
} from '@tessera/db';
import { loadPurchasableProduct } from '../inventory/index.js';
import { checkAnswers } from './additional-fields.js';
import type { CartContext } from './cart-context.js';
import { failure, type Failure } from '../failure.js';
import { sha256 } from '../digest.js';
import { newSubscriptionToken } from './cart-token.js';
import { chooseLine } from './chosen-variant.js';

export interface SubscriptionInput {
  itemId: string;
  sku: string | null;
  /** Options chosen by name (a plain form without a SKU). */
  attributes?: Readonly<Record<string, string>> | undefined;
  qty?: string | number | null | undefined;
  additionalFields: Record<string, unknown> | null;
}

/**
 * `POST /api/3/commerce/cart/subscription`: a separate one-item cart (kind 'subscription') for a
 * subscribable product, checked by the same add-to-cart rules. The token goes back to the browser
 * once, for the subscription checkout; only its hash is stored.
 */
export async function startSubscription(
  ctx: CartContext,
  input: SubscriptionInput,
): Promise<Result<{ cartToken: string }, Failure>> {
  const product = await loadPurchasableProduct(ctx.db, ctx.websiteId, input.itemId);
  if (!product) return err(failure('not-found'));
  if (!product.content.isSubscribable) return err(failure('cart-not-subscribable'));
  const line = chooseLine(
    product,
    { sku: input.sku, attributes: input.attributes, quantity: input.qty },
    ctx.currency,
  );
  if (!line.ok) return line;
  const answers = await checkAnswers(
    ctx.db,
    ctx.websiteId,
    product.row.additional_fields_form_id,
    input.additionalFields,
  );
  if (!answers.ok) return answers;
  const cartToken = newSubscriptionToken();
  await inCartTransaction(ctx.db, async (trx) => {
    const cartId = await insertCartIfAbsent(trx, ctx.websiteId, {
      id: newId(),
      tokenHash: sha256(cartToken),
      kind: 'subscription',
    });
    if (!cartId) throw new Error('A fresh random subscription token collided');
    await insertCartEntry(trx, ctx.websiteId, cartId, {
      itemId: input.itemId,
      variantId: line.value.variant.id,
      sku: line.value.variant.sku,
      quantity: line.value.quantity,
      unitPrice: line.value.unitPrice,
      currency: ctx.currency,
      additionalFields: answers.value,
    });
  });
  return ok({ cartToken });
}

/** The open subscription cart a token names (for the subscription checkout). */
export async function findSubscriptionCart(
  db: Executor,
  websiteId: string,
  cartToken: string,
): Promise<Cart | undefined> {
  return findOpenCartByToken(db, websiteId, sha256(cartToken), 'subscription');
}
