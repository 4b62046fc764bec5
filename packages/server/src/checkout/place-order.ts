import { analyticsValue, err, type Result } from '@tessera/core';
import {
  type CheckoutRequest,
  claimCheckoutKey,
  clockOf,
  type Executor,
  findOrder,
  inCartTransaction,
  insertOrder,
  insertPurchaseEvent,
  markCartPurchased,
  newId,
  nextOrderNumber,
  type OrderWithItems,
  updateCartEntry,
} from '@tessera/db';
import { failure, type Failure } from '../failure.js';
import { Refusal, refusedOr } from '../refusal.js';
import { confirmationPath, mintAccessToken, mintAccessTokens } from '../orders/index.js';
import { findCheckoutCart, type CheckoutTarget } from './checkout-cart.js';
import type { CheckoutContext } from './checkout-context.js';
import { quoteCheckout } from './checkout-quote.js';
import { checkoutProblems, minimumSubtotalCents } from './checkout-rules.js';
import { deliverPurchase, type StorePage } from './deliver-purchase.js';
import { orderRecord } from './order-record.js';
import { TEST_PROVIDER_ID, type Authorization } from '../payments/index.js';
import { claimPayment } from './payment-holds.js';
import {
  authorizePayment,
  redeemCoupons,
  refuseProblems,
  spendGiftCards,
  takeStock,
} from './place-order-steps.js';
import { revalidateLines, type Repricing } from './revalidate-lines.js';
import { grantPurchasedAccess } from '../members/index.js';

export interface PlaceOrderInput {
  target: CheckoutTarget;
  idempotencyKey: string;
  /** Hash of who asks and what (checkout/idempotency.ts): one key, one request. */
  requestHash: string;
  paymentToken: string | null;
  store: StorePage;
}

export interface PlacedOrder {
  order: OrderWithItems;
  /** A fresh token for the confirmation and status pages. */
  accessToken: string;
  confirmationPath: string;
  /** True when the key had already placed this order (a retry). */
  replayed: boolean;
}

/** What an attempt leaves for cleaning up after a rollback. */
interface Attempt {
  repricing: { cartId: string; lines: Repricing[] } | undefined;
  authorization: Authorization | undefined;
}

async function replay(
  trx: Executor,
  ctx: CheckoutContext,
  prior: CheckoutRequest,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  if (prior.requestHash !== input.requestHash) throw new Refusal(failure('idempotency-key-reused'));
  const order = prior.orderId ? await findOrder(trx, ctx.websiteId, prior.orderId) : undefined;
  if (!order) throw new Error('A committed Idempotency-Key has no order');
  const accessToken = await mintAccessToken(trx, ctx.websiteId, order.id);
  return { order, accessToken, confirmationPath: confirmationPath(order, accessToken), replayed: true };
}

/**
 * The attempt itself. Everything per shopper (the key, the cart, the checks, the cart's purchase
 * mark, coupons, gift cards, the analytics event) comes first; the rows every order takes in turn
 * (a popular variant's stock, then the website's order counter) come after it, so their locks are
 * held only for the writes that must follow them: the authorisation after the stock, the order's
 * rows, tokens and email after its number. The order is read back from none of its writes.
 */
async function place(
  trx: Executor,
  ctx: CheckoutContext,
  input: PlaceOrderInput,
  attempt: Attempt,
): Promise<PlacedOrder> {
  const orderId = newId();
  const prior = await claimCheckoutKey(
    trx,
    ctx.websiteId,
    input.idempotencyKey,
    input.requestHash,
    clockOf(trx).now(),
    orderId,
  );
  if (prior) return replay(trx, ctx, prior, input);
  const cart = await findCheckoutCart(trx, ctx.websiteId, input.target, { lock: true });
  if (!cart) throw new Refusal(failure('checkout-cart-empty'));
  const quoteOptions = { currency: ctx.currency, locale: ctx.locale, thumbnails: false };
  const [quote, minimum] = await Promise.all([
    quoteCheckout(trx, ctx.websiteId, cart, quoteOptions),
    minimumSubtotalCents(trx, ctx.websiteId),
  ]);
  const repricing = await revalidateLines(trx, ctx.websiteId, quote.entries, ctx.currency);
  if (repricing.length > 0) {
    attempt.repricing = { cartId: cart.id, lines: repricing };
    throw new Refusal(failure('checkout-prices-changed'));
  }
  refuseProblems(checkoutProblems(quote, minimum, ctx.currency, ctx.locale));
  const subscriptionId = cart.kind === 'subscription' ? newId() : null;
  if (!(await markCartPurchased(trx, ctx.websiteId, cart.id, orderId))) {
    throw new Refusal(failure('checkout-cart-empty'));
  }
  await redeemCoupons(trx, ctx.websiteId, quote, quote.details?.email ?? '');
  await spendGiftCards(trx, ctx.websiteId, quote, orderId);
  await insertPurchaseEvent(trx, ctx.websiteId, {
    orderId,
    value: analyticsValue(quote.pricing.grandTotalCents),
    valueCents: quote.pricing.grandTotalCents,
    currency: ctx.currency,
  });
  if (input.paymentToken && quote.amountDueCents > 0 && ctx.provider.id !== TEST_PROVIDER_ID) {
    // An outside provider's payment was started for this cart (start-payment.ts) and pays one order.
    const payment = { provider: ctx.provider.id, paymentId: input.paymentToken, cartId: cart.id, orderId };
    await claimPayment(trx, ctx.websiteId, payment);
  }
  await takeStock(trx, ctx.websiteId, quote, orderId);
  const { payment, paymentMethodId } = await authorizePayment(
    ctx,
    trx,
    { orderId, amount: quote.amountDueCents, currency: ctx.currency },
    {
      token: input.paymentToken,
      savePaymentMethod: subscriptionId !== null,
      onAuthorized: (auth) => (attempt.authorization = auth),
    },
  );
  const orderNumber = await nextOrderNumber(trx, ctx.websiteId);
  const ids = { orderId, orderNumber, subscriptionId };
  const options = { testMode: ctx.provider.testMode, currency: ctx.currency, siteUserId: ctx.siteUserId };
  const order = await insertOrder(trx, ctx.websiteId, {
    ...orderRecord(quote, ids, options),
    payment,
  });
  const [accessToken = '', mailToken] = await mintAccessTokens(trx, ctx.websiteId, order.id, 2);
  // A member area sold by one of these products opens for the account that joined with this cart
  // (before the delivery, so the confirmation e-mail names it).
  const paid = { order, cartId: cart.id, cartSiteUserId: cart.site_user_id, subscriptionId };
  await grantPurchasedAccess(trx, ctx.websiteId, paid, input.store);
  await deliverPurchase(trx, ctx, {
    order,
    quote,
    subscriptionId,
    paymentMethodId,
    store: input.store,
    mailToken,
  });
  return { order, accessToken, confirmationPath: confirmationPath(order, accessToken), replayed: false };
}

async function voidLeftover(ctx: CheckoutContext, db: Executor, attempt: Attempt): Promise<void> {
  const auth = attempt.authorization;
  attempt.authorization = undefined;
  if (auth) await ctx.provider.cancel({ db, websiteId: ctx.websiteId }, auth.id);
}

async function cleanUp(ctx: CheckoutContext, attempt: Attempt): Promise<void> {
  await voidLeftover(ctx, ctx.db, attempt);
  const repricing = attempt.repricing;
  if (!repricing) return;
  await inCartTransaction(ctx.db, async (trx) => {
    for (const line of repricing.lines) {
      await updateCartEntry(trx, ctx.websiteId, repricing.cartId, line.entryId, {
        price: { unitPrice: line.unitPrice, currency: ctx.currency },
      });
    }
  });
}

/**
 * Places an order in ONE transaction (checkout/README.md): claim the Idempotency-Key, lock the
 * cart, re-price and re-check everything, redeem coupons, take stock, spend gift cards, write the
 * order and mark the cart purchased, authorise the payment, then queue its capture, the emails and
 * the analytics event. Any refusal rolls all of it back; an outside provider's authorisation made
 * by a failed attempt is voided afterwards. A retry with the same key returns the same order.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  input: PlaceOrderInput,
): Promise<Result<PlacedOrder, Failure>> {
  const attempt: Attempt = { repricing: undefined, authorization: undefined };
  let result: Result<PlacedOrder, Failure>;
  try {
    result = await refusedOr(() =>
      inCartTransaction(ctx.db, async (trx) => {
        // A retried attempt (database contention) first releases what the last one authorised.
        await voidLeftover(ctx, trx, attempt);
        return place(trx, ctx, input, attempt);
      }),
    );
  } catch (error) {
    await cleanUp(ctx, attempt);
    throw error;
  }
  if (!result.ok) await cleanUp(ctx, attempt);
  return result.ok ? result : err(result.error);
}
