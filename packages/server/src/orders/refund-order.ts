import { hasStock, isProductType } from '@tessera/core';
import {
  advanceOrderPayment,
  findOrder,
  inCartTransaction,
  markItemRestocked,
  putBackStock,
  recordOrderRefund,
  type Executor,
  type OrderWithItems,
} from '@tessera/db';
import { fail, type Outcome } from '../admin-api/outcome.js';
import { paymentProviderOf } from '../checkout/checkout-context.js';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors.js';

export interface RefundInput {
  /** Minor units; everything still refundable when absent. */
  amountCents?: number | undefined;
  /** Put the order's counted units back into stock. */
  restock: boolean;
}

async function restockItems(trx: Executor, websiteId: string, order: OrderWithItems): Promise<void> {
  for (const item of order.items) {
    const units = item.quantity - item.restocked;
    if (units <= 0 || !isProductType(item.product_type) || !hasStock(item.product_type)) continue;
    if (await markItemRestocked(trx, websiteId, item.id, units)) {
      await putBackStock(trx, websiteId, item.variant_id, units, order.id);
    }
  }
}

/**
 * Refunds (part of) what an order's card was charged, through the payment provider, in one
 * transaction with the order's refund total; optionally puts its units back into stock (with the
 * stock ledger's entries). An authorised payment not yet captured is captured first.
 */
export async function refundOrder(
  ctx: ServiceContext,
  orderId: string,
  input: RefundInput,
): Promise<Outcome<OrderWithItems>> {
  const provider = paymentProviderOf(ctx.websiteId);
  return inCartTransaction(ctx.db, async (trx): Promise<Outcome<OrderWithItems>> => {
    const order = await findOrder(trx, ctx.websiteId, orderId, { lock: true });
    if (!order) return fail('not-found');
    const refundable = order.amount_charged - order.refunded_total;
    if (refundable <= 0 || !order.payment_reference) return fail('order-not-refundable');
    const amount = input.amountCents ?? refundable;
    if (amount <= 0 || amount > refundable) return fail('refund-too-large');
    const payment = { db: trx, websiteId: ctx.websiteId };
    if (order.payment_state === 'authorized') {
      await provider.capture(payment, order.payment_reference);
      await advanceOrderPayment(trx, ctx.websiteId, order.id, 'authorized', 'captured');
    }
    if (!(await recordOrderRefund(trx, ctx.websiteId, order.id, amount))) return fail('refund-too-large');
    // Recorded first, so a provider refusal (thrown) rolls the record back with everything else.
    const refunded = await provider.refund(payment, order.payment_reference, amount);
    if (!refunded.ok) throw new AppError('order-not-refundable');
    if (input.restock) await restockItems(trx, ctx.websiteId, order);
    const after = await findOrder(trx, ctx.websiteId, order.id);
    if (!after) throw new Error('A refunded order vanished inside its transaction');
    return { ok: true, value: after };
  });
}
