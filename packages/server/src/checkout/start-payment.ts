import { err, ok, type Result } from '@tessera/core';
import {
  clockOf,
  findCheckoutPayment,
  inCartTransaction,
  insertCheckoutPayment,
  listPendingCheckoutPayments,
  newId,
  type CheckoutPayment,
} from '@tessera/db';
import { failure, type Failure } from '../failure.js';
import { enqueue } from '../jobs/index.js';
import { Refusal, refusedOr } from '../refusal.js';
import type { PaymentCollection } from '../payments/index.js';
import { findCheckoutCart, targetIdentity, type CheckoutTarget } from './checkout-cart.js';
import type { CheckoutContext } from './checkout-context.js';
import { quoteCheckout } from './checkout-quote.js';
import type { StorePage } from './deliver-purchase.js';
import { holdStock, PAYMENT_HOLD_MS, releasePayment } from './payment-holds.js';

export interface StartedPayment {
  /** What the browser needs to collect the payment; null when nothing is due. */
  collection: PaymentCollection | null;
  amount: number;
  currency: string;
  /** Until when the stock stays held for an outside provider's payment (ms since epoch). */
  holdExpiresAt: number | null;
}

/** Cancels, after the commit, outside payments let go in it (an intent never left dangling). */
async function cancelReplaced(ctx: CheckoutContext, replaced: CheckoutPayment[]): Promise<void> {
  for (const payment of replaced) {
    await ctx.provider.cancel({ db: ctx.db, websiteId: ctx.websiteId }, payment.payment_id);
  }
}

/**
 * Starts the payment of a checkout at the store's provider, for the amount the server computes
 * now. An outside provider's payment (a Stripe intent) is recorded with the cart, the buyer and
 * the checkout's Idempotency-Key — so its webhook can place the order if the browser never comes
 * back — and the cart's stock is held for it (PAYMENT_HOLD_MS). The same key and amount give the
 * same payment; a payment started for another amount (the cart changed) is let go and cancelled.
 */
export async function startCheckoutPayment(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  idempotencyKey: string,
  store: StorePage,
): Promise<Result<StartedPayment, Failure>> {
  const replaced: CheckoutPayment[] = [];
  let unrecorded: string | undefined;
  const started = await refusedOr(() =>
    inCartTransaction(ctx.db, async (trx): Promise<StartedPayment> => {
      replaced.length = 0;
      const cart = await findCheckoutCart(trx, ctx.websiteId, target, { lock: true });
      if (!cart) throw new Refusal(failure('checkout-cart-empty'));
      const quote = await quoteCheckout(trx, ctx.websiteId, cart, {
        currency: ctx.currency,
        locale: ctx.locale,
      });
      const amount = quote.amountDueCents;
      const base = { amount, currency: ctx.currency, holdExpiresAt: null };
      if (amount === 0) return { ...base, collection: null };
      const created = await ctx.provider.createPayment(
        { db: trx, websiteId: ctx.websiteId },
        {
          draftId: cart.id,
          amount,
          currency: ctx.currency,
          savePaymentMethod: cart.kind === 'subscription',
          idempotencyKey: `${idempotencyKey}-${amount}-${ctx.currency}`,
        },
      );
      if (!created.ok) throw new Refusal(failure('payment-failed', created.error.message));
      const collection = created.value;
      if (collection.kind !== 'client-secret') return { ...base, collection };
      for (const other of await listPendingCheckoutPayments(trx, ctx.websiteId, cart.id)) {
        if (other.payment_id === collection.paymentId || other.provider !== ctx.provider.id) continue;
        if (await releasePayment(trx, ctx.websiteId, other)) replaced.push(other);
      }
      const known = await findCheckoutPayment(trx, ctx.websiteId, ctx.provider.id, collection.paymentId);
      if (known?.state === 'pending') return { ...base, collection, holdExpiresAt: known.hold_expires_at };
      if (known) throw new Refusal(failure('checkout-cart-empty'));
      unrecorded = collection.paymentId;
      const holdId = newId();
      const holdExpiresAt = clockOf(trx).now() + PAYMENT_HOLD_MS;
      const heldStock = await holdStock(trx, ctx.websiteId, quote, holdId);
      const payment = { provider: ctx.provider.id, paymentId: collection.paymentId };
      await insertCheckoutPayment(
        trx,
        ctx.websiteId,
        {
          ...payment,
          cartId: cart.id,
          buyerIdentity: targetIdentity(target),
          siteUserId: ctx.siteUserId ?? null,
          idempotencyKey,
          amount,
          currency: ctx.currency,
          heldStock,
          holdExpiresAt,
        },
        holdId,
      );
      const site = { store, locale: ctx.locale, currency: ctx.currency };
      await enqueue(
        trx,
        ctx.websiteId,
        'release-checkout-payment',
        { ...payment, ...site },
        {
          runAt: holdExpiresAt,
          idempotencyKey: `release-${payment.provider}-${payment.paymentId}`,
        },
      );
      return { ...base, collection, holdExpiresAt };
    }),
  );
  if (!started.ok) {
    // Refused after the provider made the payment (no stock left): it is not left dangling.
    if (unrecorded) await ctx.provider.cancel({ db: ctx.db, websiteId: ctx.websiteId }, unrecorded);
    return err(started.error);
  }
  await cancelReplaced(ctx, replaced);
  return ok(started.value);
}
