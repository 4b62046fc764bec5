import { err, ok, type Result } from '@tessera/core';
import { inCartTransaction, type Cart, type Executor, type PostalAddress } from '@tessera/db';
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

/** What a signed-in shopper's account puts in a checkout form nobody has filled in yet. */
export interface CheckoutPrefill {
  email: string;
  shippingAddress: PostalAddress;
}

/**
 * The checkout of the target's open cart, or null when there is none (nothing to buy). With a
 * prefill (a signed-in shopper), a checkout without details yet shows the account's e-mail, name
 * and default address in its form; nothing is stored until the shopper saves the details.
 */
export async function readCheckout(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  prefill?: CheckoutPrefill,
): Promise<CheckoutView | null> {
  const cart = await findCheckoutCart(ctx.db, ctx.websiteId, target);
  if (!cart) return null;
  const view = await viewOf(ctx, ctx.db, target, cart);
  if (!prefill || view.email !== null || view.shippingAddress !== null) return view;
  return { ...view, email: prefill.email, shippingAddress: prefill.shippingAddress };
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
