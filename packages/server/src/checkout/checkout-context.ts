import type { FastifyRequest } from 'fastify';
import { cartContextOf, type CartContext } from '../cart/index.js';
import type { PaymentProvider } from '../payments/index.js';
import { paymentProviderOf } from '../payments/index.js';

/** The cart context plus the payment provider the store uses. */
export interface CheckoutContext extends CartContext {
  provider: PaymentProvider;
  /** The signed-in shopper (site user), whose account an order placed now is stored on. */
  siteUserId?: string | undefined;
}

export async function checkoutContextOf(request: FastifyRequest): Promise<CheckoutContext> {
  const ctx = cartContextOf(request);
  return {
    ...ctx,
    provider: await paymentProviderOf(ctx.db, ctx.websiteId),
    siteUserId: request.siteUser?.id,
  };
}
