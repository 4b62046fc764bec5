import { hasStock, isProductType } from '@tessera/core';
import {
  debitGiftCard,
  redeemCoupon,
  takeStockForOrder,
  type Executor,
  type PaymentRecord,
} from '@tessera/db';
import type { ErrorCode } from '../errors.js';
import { failure } from '../failure.js';
import { Refusal } from '../refusal.js';
import { COUPON_MESSAGES } from '../coupons/index.js';
import { enqueue } from '../jobs/index.js';
import type { CheckoutContext } from './checkout-context.js';
import type { CheckoutQuote } from './checkout-quote.js';
import type { CheckoutProblem } from './checkout-rules.js';
import { PAYMENT_FAILURE_CODES, type Authorization } from '../payments/index.js';
import { customerKeyOf } from '../pricing/index.js';

const PROBLEM_CODES: Readonly<Record<CheckoutProblem['code'], ErrorCode>> = {
  empty: 'checkout-cart-empty',
  email: 'checkout-details-missing',
  address: 'checkout-details-missing',
  shipping: 'checkout-shipping-unavailable',
  coupon: 'checkout-coupon-unavailable',
  minimum: 'checkout-minimum-subtotal',
};

/** Refuses the order with the first thing that keeps it from being placed. */
export function refuseProblems(problems: readonly CheckoutProblem[]): void {
  const first = problems[0];
  if (first) throw new Refusal(failure(PROBLEM_CODES[first.code], first.message));
}

/** Counts each applied coupon's use; the last use a limit allows goes to exactly one order. */
export async function redeemCoupons(
  trx: Executor,
  websiteId: string,
  quote: CheckoutQuote,
  email: string,
): Promise<void> {
  const customer = customerKeyOf(email);
  for (const coupon of quote.extras.coupons.applied) {
    const outcome = await redeemCoupon(trx, websiteId, coupon, customer);
    if (outcome === 'redeemed') continue;
    const reason = outcome === 'usage-limit' ? COUPON_MESSAGES.usageLimit : COUPON_MESSAGES.customerLimit;
    throw new Refusal(failure('checkout-coupon-unavailable', `${coupon.code}: ${reason}`));
  }
}

/**
 * Takes the stock of every counted line with one conditional UPDATE each (never below zero).
 * Whatever ran out since the shopper looked refuses the whole order: nothing is charged.
 */
export async function takeStock(
  trx: Executor,
  websiteId: string,
  quote: CheckoutQuote,
  orderId: string,
): Promise<void> {
  for (const entry of quote.entries) {
    if (!isProductType(entry.product_type) || !hasStock(entry.product_type)) continue;
    const taken = await takeStockForOrder(trx, websiteId, entry.variant_id, entry.quantity, orderId);
    if (taken === 'insufficient') throw new Refusal(failure('cart-not-enough-stock'));
    if (taken === 'missing') throw new Refusal(failure('cart-variant-unavailable'));
  }
}

/** Spends the applied gift cards' amounts; a balance spent elsewhere meanwhile refuses the order. */
export async function spendGiftCards(
  trx: Executor,
  websiteId: string,
  quote: CheckoutQuote,
  orderId: string,
): Promise<void> {
  for (const { card, appliedCents } of quote.giftCards) {
    if (appliedCents === 0) continue;
    if (!(await debitGiftCard(trx, websiteId, card.id, appliedCents, orderId))) {
      throw new Refusal(failure('checkout-gift-card-changed'));
    }
  }
}

export interface PaymentStep {
  token: string | null;
  savePaymentMethod: boolean;
  /** Told about an outside provider's authorisation at once, so it can be voided if the order fails. */
  onAuthorized(auth: Authorization): void;
}

/** What the order will charge the card: its id, the amount due and the currency. */
export interface Charge {
  orderId: string;
  amount: number;
  currency: string;
}

/** The authorised payment, written with the order's row, and the card saved for renewals. */
export interface AuthorizedPayment {
  payment: PaymentRecord | undefined;
  paymentMethodId: string | null;
}

/**
 * Authorises the amount due — after stock, coupons and gift cards are secured, just before the
 * order's row is written with it — and queues its capture as a job of the same transaction: the
 * money is taken only once the order has committed.
 */
export async function authorizePayment(
  ctx: CheckoutContext,
  trx: Executor,
  charge: Charge,
  step: PaymentStep,
): Promise<AuthorizedPayment> {
  if (charge.amount === 0) return { payment: undefined, paymentMethodId: null };
  if (!step.token) throw new Refusal(failure('checkout-payment-missing'));
  const auth = await ctx.provider.authorize(
    { db: trx, websiteId: ctx.websiteId },
    {
      orderId: charge.orderId,
      amount: charge.amount,
      currency: charge.currency,
      source: { kind: 'token', token: step.token },
      savePaymentMethod: step.savePaymentMethod,
    },
  );
  if (!auth.ok) throw new Refusal(failure(PAYMENT_FAILURE_CODES[auth.error.code], auth.error.message));
  if (!auth.value.transactional) step.onAuthorized(auth.value);
  await enqueue(
    trx,
    ctx.websiteId,
    'capture-payment',
    { orderId: charge.orderId },
    { idempotencyKey: `capture-${charge.orderId}` },
  );
  const payment: PaymentRecord = {
    state: 'authorized',
    provider: ctx.provider.id,
    reference: auth.value.id,
    brand: auth.value.brand,
    last4: auth.value.last4,
  };
  return { payment, paymentMethodId: auth.value.paymentMethodId };
}
