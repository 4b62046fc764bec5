import { findCheckoutPayment } from '@tessera/db';
import { storeCurrency } from '../cart/index.js';
import type { JobHandler } from '../jobs/index.js';
import { paymentProviderNamed } from '../payments/index.js';
import type { StorePage } from './deliver-purchase.js';
import { releasePayment } from './payment-holds.js';
import { placeOrderForPayment } from './place-from-payment.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** A checkout payment's hold window ended (queued when the payment started). */
    'release-checkout-payment': {
      provider: string;
      paymentId: string;
      store: StorePage;
      locale: string;
      currency: string;
    };
  }
}

/**
 * At the end of a payment's hold window (PAYMENT_HOLD_MS): a payment nobody placed an order for is
 * asked about at its provider. If the provider holds the money, the order is placed (a webhook
 * lost on the way); otherwise the payment is cancelled at the provider — so it cannot be completed
 * later without stock behind it — and its held stock goes back.
 */
export function releaseCheckoutPaymentHandler(): JobHandler<'release-checkout-payment'> {
  return async (ctx) => {
    const { provider: providerId, paymentId, store, locale, currency } = ctx.payload;
    const payment = await findCheckoutPayment(ctx.db, ctx.websiteId, providerId, paymentId);
    if (!payment || payment.state === 'placed') return;
    const provider = await paymentProviderNamed(ctx.db, ctx.websiteId, providerId);
    if (!provider) throw new Error(`Payment provider ${providerId} is not configured`);
    const pctx = { db: ctx.db, websiteId: ctx.websiteId };
    const status = await provider.status(pctx, paymentId);
    if (status === 'authorized') {
      const site = { db: ctx.db, websiteId: ctx.websiteId, locale, actor: { kind: 'visitor' as const } };
      const placed = await placeOrderForPayment(
        { ...site, currency: storeCurrency(currency), store },
        provider,
        paymentId,
      );
      if (placed === 'placed') return;
    }
    await provider.cancel(pctx, paymentId);
    await ctx.finish(async (trx) => {
      await releasePayment(trx, ctx.websiteId, payment);
    });
  };
}
