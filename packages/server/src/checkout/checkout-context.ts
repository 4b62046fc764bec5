import type { FastifyRequest } from 'fastify';
import { cartContextOf, type CartContext } from '../cart/cart-context.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { testPaymentProvider } from './payments/test-provider.js';

/** The cart context plus the payment provider the store uses. */
export interface CheckoutContext extends CartContext {
  provider: PaymentProvider;
}

/**
 * The store's payment provider. Only the built-in test-mode provider exists so far; a live
 * provider plugs in here, chosen per website.
 */
export function paymentProviderOf(_websiteId: string): PaymentProvider {
  return testPaymentProvider;
}

export function checkoutContextOf(request: FastifyRequest): CheckoutContext {
  const ctx = cartContextOf(request);
  return { ...ctx, provider: paymentProviderOf(ctx.websiteId) };
}
