import { findCheckoutPayment, inCartTransaction } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import { cartContextOf } from '../cart/index.js';
import { baseUrlOf } from '../context.js';
import type { UnplacedPayments } from '../payments/index.js';
import { releasePayment } from './payment-holds.js';
import { placeOrderForPayment } from './place-from-payment.js';

/**
 * Checkout's side of a provider's webhook (payments/webhooks.ts): the order of a payment whose
 * browser never came back is placed for the website the webhook arrived at; a failed or cancelled
 * payment's held stock goes back (a payment that succeeds after all can still place its order).
 */
export function unplacedPaymentsOf(request: FastifyRequest): UnplacedPayments {
  const site = {
    ...cartContextOf(request),
    store: { title: request.website.title, baseUrl: baseUrlOf(request) },
  };
  return {
    place: (provider, paymentId) => placeOrderForPayment(site, provider, paymentId),
    release: (provider, paymentId) =>
      inCartTransaction(site.db, async (trx) => {
        const payment = await findCheckoutPayment(trx, site.websiteId, provider.id, paymentId);
        return payment ? releasePayment(trx, site.websiteId, payment) : false;
      }),
  };
}
