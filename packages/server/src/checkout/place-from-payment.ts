import { findCheckoutPayment } from '@tessera/db';
import type { CartContext } from '../cart/index.js';
import type { PaymentProvider } from '../payments/index.js';
import type { CheckoutContext } from './checkout-context.js';
import type { StorePage } from './deliver-purchase.js';
import { placementHash } from './idempotency.js';
import { placeOrder } from './place-order.js';

/** The website a payment's order is placed for (a webhook's or a job's, not the shopper's request). */
export interface PaymentSite extends CartContext {
  store: StorePage;
}

export type PaymentPlacement = 'placed' | 'not-pending' | 'refused';

/**
 * Places the order of a payment the provider says it holds, when the shopper's browser never came
 * back to place it (the tab was closed): the cart, buyer and Idempotency-Key recorded when the
 * payment started make the same request the browser would have, so the existing idempotent
 * placement gives exactly one order whichever of the two arrives first, or both.
 */
export async function placeOrderForPayment(
  site: PaymentSite,
  provider: PaymentProvider,
  paymentId: string,
): Promise<PaymentPlacement> {
  const payment = await findCheckoutPayment(site.db, site.websiteId, provider.id, paymentId);
  if (!payment || payment.state === 'placed') return 'not-pending';
  const { store, ...cart } = site;
  const ctx: CheckoutContext = { ...cart, provider, siteUserId: payment.site_user_id ?? undefined };
  const target = { kind: 'payment' as const, cartId: payment.cart_id, identity: payment.buyer_identity };
  const placed = await placeOrder(ctx, {
    target,
    idempotencyKey: payment.idempotency_key,
    requestHash: placementHash(target, paymentId),
    paymentToken: paymentId,
    store,
  });
  return placed.ok ? 'placed' : 'refused';
}
