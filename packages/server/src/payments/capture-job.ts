import { advanceOrderPayment, findOrder } from '@tessera/db';
import type { JobHandler } from '../jobs/index.js';
import { paymentProviderNamed } from './provider-of.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** Take the authorised amount of an order that has committed (queued in its transaction). */
    'capture-payment': { orderId: string };
  }
}

/**
 * Captures an order's authorisation. The provider's capture is idempotent and runs first; the
 * order's state moves with the job's completion, so a crash in between only repeats a no-op.
 */
export function capturePaymentHandler(): JobHandler<'capture-payment'> {
  return async (ctx) => {
    const order = await findOrder(ctx.db, ctx.websiteId, ctx.payload.orderId);
    if (!order || order.payment_state !== 'authorized' || !order.payment_reference) return;
    const provider = await paymentProviderNamed(ctx.db, ctx.websiteId, order.payment_provider ?? '');
    // A provider removed since the order keeps the job failing (and retried) until it is back.
    if (!provider)
      throw new Error(`Payment provider ${order.payment_provider ?? '(none)'} is not configured`);
    await provider.capture({ db: ctx.db, websiteId: ctx.websiteId }, order.payment_reference);
    await ctx.finish(async (trx) => {
      await advanceOrderPayment(trx, ctx.websiteId, order.id, 'authorized', 'captured');
    });
  };
}
