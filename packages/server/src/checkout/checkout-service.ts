import { err, ok, type Result } from '@tessera/core';
import { inCartTransaction, type Cart, type Executor } from '@tessera/db';
import { failure, type Failure } from '../failure.js';
import { Refusal, refusedOr } from '../refusal.js';
import { findCheckoutCart, type CheckoutTarget } from './checkout-cart.js';
import type { CheckoutContext } from './checkout-context.js';
import { quoteCheckout } from './checkout-quote.js';
import { checkoutView, type CheckoutView } from './checkout-view.js';
import { renewalAmountsOf } from './renewal-amounts.js';

/** The checkout view of a cart, read inside or outside a transaction. */
export async function viewOf(
  ctx: CheckoutContext,
  db: Executor,
  target: CheckoutTarget,
  cart: Cart,
): Promise<CheckoutView> {
  const quote = await quoteCheckout(db, ctx.websiteId, cart, { currency: ctx.currency, locale: ctx.locale });
  // A subscription's plan line shows what each renewal charges (shipping and tax included once known).
  const renewal = target.kind === 'subscription' ? await renewalAmountsOf(db, ctx, quote) : null;
  return checkoutView(db, ctx.websiteId, target, quote, {
    currency: ctx.currency,
    locale: ctx.locale,
    paymentProvider: ctx.provider,
    renewalCents: renewal?.grandTotal ?? null,
  });
}

/** The checkout of the target's open cart, or null when there is none (nothing to buy). */
export async function readCheckout(
  ctx: CheckoutContext,
  target: CheckoutTarget,
): Promise<CheckoutView | null> {
  const cart = await findCheckoutCart(ctx.db, ctx.websiteId, target);
  return cart ? viewOf(ctx, ctx.db, target, cart) : null;
}

/**
 * Runs a change to the target's cart under its row lock (so concurrent changes of one cart are
 * applied one after the other) and answers the checkout as it is afterwards, priced after the
 * commit so the lock is held only for the change. A `Refusal` thrown by `change` rolls
 * everything back and is returned.
 */
export async function changeCheckout(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  change: (trx: Executor, cart: Cart) => Promise<Cart | void>,
): Promise<Result<CheckoutView, Failure>> {
  const result = await refusedOr(() =>
    inCartTransaction(ctx.db, async (trx) => {
      const cart = await findCheckoutCart(trx, ctx.websiteId, target, { lock: true });
      if (!cart) throw new Refusal(failure('checkout-cart-empty'));
      return (await change(trx, cart)) ?? cart;
    }),
  );
  return result.ok ? ok(await viewOf(ctx, ctx.db, target, result.value)) : err(result.error);
}
