import { hasStock, isProductType } from '@tessera/core';
import {
  findCheckoutPayment,
  putBackStock,
  settleCheckoutPayment,
  takeStockForOrder,
  type CheckoutPayment,
  type Executor,
  type HeldStock,
} from '@tessera/db';
import { failure } from '../failure.js';
import { Refusal } from '../refusal.js';
import type { CheckoutQuote } from './checkout-quote.js';

/**
 * How long stock stays held for a payment the shopper started at an outside provider and has not
 * finished: long enough for a 3-D Secure challenge or a wallet sheet, short enough that an
 * abandoned payment does not keep the last units from other shoppers. When it ends, the
 * `release-checkout-payment` job places the order if the provider holds the money, else cancels
 * the payment and puts the stock back.
 */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;

/**
 * Holds the counted lines' stock for a pending payment, with the same conditional UPDATE an order
 * takes it with (its ledger rows carry the hold's id); what is not there refuses the payment.
 */
export async function holdStock(
  trx: Executor,
  websiteId: string,
  quote: CheckoutQuote,
  holdId: string,
): Promise<HeldStock[]> {
  const held: HeldStock[] = [];
  for (const entry of quote.entries) {
    if (!isProductType(entry.product_type) || !hasStock(entry.product_type)) continue;
    const taken = await takeStockForOrder(trx, websiteId, entry.variant_id, entry.quantity, holdId);
    if (taken === 'insufficient') throw new Refusal(failure('cart-not-enough-stock'));
    if (taken === 'missing') throw new Refusal(failure('cart-variant-unavailable'));
    if (taken === 'taken') held.push({ variantId: entry.variant_id, quantity: entry.quantity });
  }
  return held;
}

/** Puts a payment's held stock back (ledger rows name the hold). */
async function putBack(trx: Executor, websiteId: string, payment: CheckoutPayment): Promise<void> {
  for (const line of payment.held_stock) {
    await putBackStock(trx, websiteId, line.variantId, line.quantity, payment.hold_id);
  }
}

/**
 * Lets a pending payment go (failed, cancelled, expired or replaced by one for another amount):
 * once only, its held stock goes back. Cancelling it at the provider is the caller's, after commit.
 */
export async function releasePayment(
  trx: Executor,
  websiteId: string,
  payment: CheckoutPayment,
): Promise<boolean> {
  const key = { provider: payment.provider, paymentId: payment.payment_id };
  if (!(await settleCheckoutPayment(trx, websiteId, key, ['pending'], 'released'))) return false;
  await putBack(trx, websiteId, payment);
  return true;
}

/**
 * The order's claim on the outside payment it is paid with, in the order's transaction before its
 * stock is taken: the payment must have been started for this cart and not have placed an order;
 * a pending payment's held stock goes back so the order takes it again in the same transaction
 * (nobody can take it in between) — a released one (it failed once, then the shopper paid) holds
 * none, and the order takes stock as any order does. Marked placed: one payment, one order.
 */
export async function claimPayment(
  trx: Executor,
  websiteId: string,
  payment: { provider: string; paymentId: string; cartId: string; orderId: string },
): Promise<void> {
  const found = await findCheckoutPayment(trx, websiteId, payment.provider, payment.paymentId);
  const placed =
    found?.cart_id === payment.cartId &&
    (await settleCheckoutPayment(
      trx,
      websiteId,
      payment,
      ['pending', 'released'],
      'placed',
      payment.orderId,
    ));
  if (!found || !placed) throw new Refusal(failure('payment-token-invalid'));
  if (found.state === 'pending') await putBack(trx, websiteId, found);
}
