import { hasStock, isProductType, ok } from '@tessera/core';
import {
  advanceOrderPayment,
  findOrder,
  inCartTransaction,
  insertOrderEvent,
  markItemRestocked,
  markLineRefunded,
  newId,
  putBackStock,
  recordOrderRefund,
  type Executor,
  type OrderWithItems,
} from '@tessera/db';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import { paymentProviderNamed } from '../payments/index.js';
import type { ServiceContext } from '../context.js';
import { failure } from '../failure.js';
import { Refusal, refusedOr } from '../refusal.js';
import type { MailSite } from './owner-mail.js';
import { queueRefundMail } from './refund-mail.js';

export interface RefundLine {
  itemId: string;
  quantity: number;
}

export interface RefundInput {
  /** Minor units; default the chosen lines' prices (or everything still refundable), capped at what is left. */
  amountCents?: number | undefined;
  /** Refund these units (per line); the whole order when absent. */
  lines?: RefundLine[] | undefined;
  /** Put the refunded units (or all the order's counted units) back into stock. */
  restock: boolean;
  /** Cancelling an order nothing was charged for: restock only, no money moves. */
  stockOnly?: boolean | undefined;
}

/** Units to put back: the chosen lines' units, or every unit not yet restocked. */
async function restockItems(
  trx: Executor,
  websiteId: string,
  order: OrderWithItems,
  lines: RefundLine[] | undefined,
): Promise<RefundLine[]> {
  const done: RefundLine[] = [];
  for (const item of order.items) {
    const asked = lines
      ? lines.filter((l) => l.itemId === item.id).reduce((n, l) => n + l.quantity, 0)
      : Infinity;
    const units = Math.min(asked, item.quantity - item.restocked);
    if (units <= 0 || !isProductType(item.product_type) || !hasStock(item.product_type)) continue;
    if (await markItemRestocked(trx, websiteId, item.id, units)) {
      if (await putBackStock(trx, websiteId, item.variant_id, units, order.id))
        done.push({ itemId: item.id, quantity: units });
    }
  }
  return done;
}

function checkLines(order: OrderWithItems, lines: RefundLine[]): Outcome<number> {
  const errors: Record<string, string> = {};
  let price = 0;
  lines.forEach((line, i) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) errors[`lines.${i}.itemId`] = 'This line is not part of the order';
    else if (line.quantity > item.quantity - item.refunded_quantity)
      errors[`lines.${i}.quantity`] = `At most ${item.quantity - item.refunded_quantity} left to refund`;
    else price += item.unit_price * line.quantity;
  });
  return Object.keys(errors).length > 0 ? invalid(errors) : ok(price);
}

async function refundMoney(
  trx: Executor,
  websiteId: string,
  order: OrderWithItems,
  amount: number,
): Promise<Outcome<void>> {
  const reference = order.payment_reference;
  const provider = await paymentProviderNamed(trx, websiteId, order.payment_provider ?? '');
  if (!reference || !provider) return fail('order-not-refundable');
  const payment = { db: trx, websiteId };
  if (order.payment_state === 'authorized') {
    await provider.capture(payment, reference);
    await advanceOrderPayment(trx, websiteId, order.id, 'authorized', 'captured');
  }
  if (!(await recordOrderRefund(trx, websiteId, order.id, amount))) return fail('refund-too-large');
  // Recorded first, so a provider refusal (a Refusal, thrown) rolls the record back with everything
  // else; refundOrder returns it as its failure.
  const refunded = await provider.refund(payment, reference, amount);
  if (!refunded.ok) throw new Refusal(failure('order-not-refundable'));
  return ok(undefined);
}

/**
 * Refunds (part of) what an order's card was charged — an amount, or chosen lines — through the
 * payment provider, in one transaction with the order's refund total and the lines' refunded
 * counts; optionally puts the units back into stock (with the stock ledger's entries). A refund
 * larger than what is left is refused with the catalogue's message. An authorised payment not
 * yet captured is captured first. With `site`, the buyer is e-mailed about a refund of money
 * (once per refund, in the same transaction).
 */
export async function refundOrder(
  ctx: ServiceContext,
  orderId: string,
  input: RefundInput,
  site?: MailSite,
): Promise<Outcome<OrderWithItems>> {
  const done = await refusedOr(() => refundInTransaction(ctx, orderId, input, site));
  return done.ok ? done.value : done;
}

function refundInTransaction(
  ctx: ServiceContext,
  orderId: string,
  input: RefundInput,
  site: MailSite | undefined,
): Promise<Outcome<OrderWithItems>> {
  return inCartTransaction(ctx.db, async (trx): Promise<Outcome<OrderWithItems>> => {
    const order = await findOrder(trx, ctx.websiteId, orderId, { lock: true });
    if (!order) return fail('not-found');
    const refundable = order.amount_charged - order.refunded_total;
    const linePrice = input.lines ? checkLines(order, input.lines) : ok(refundable);
    if (!linePrice.ok) return linePrice;
    let amount = 0;
    if (!input.stockOnly) {
      if (refundable <= 0 || !order.payment_reference) return fail('order-not-refundable');
      amount = input.amountCents ?? Math.min(linePrice.value, refundable);
      if (amount <= 0 || amount > refundable) return fail('refund-too-large');
      const money = await refundMoney(trx, ctx.websiteId, order, amount);
      if (!money.ok) return money;
    }
    const refundedLines =
      input.lines ??
      (amount === refundable
        ? order.items.map((i) => ({ itemId: i.id, quantity: i.quantity - i.refunded_quantity }))
        : []);
    for (const line of refundedLines) {
      if (line.quantity > 0) await markLineRefunded(trx, ctx.websiteId, line.itemId, line.quantity);
    }
    const restocked = input.restock ? await restockItems(trx, ctx.websiteId, order, input.lines) : [];
    const refundId = newId();
    await insertOrderEvent(trx, ctx.websiteId, {
      orderId: order.id,
      kind: input.stockOnly ? 'restocked' : 'refunded',
      data: {
        amountCents: amount,
        lines: input.lines ?? null,
        restocked,
        ...(!input.stockOnly && { refundId }),
      },
      actorId: ctx.actor.kind === 'owner' ? ctx.actor.accountId : null,
    });
    const after = await findOrder(trx, ctx.websiteId, order.id);
    if (!after) throw new Error('A refunded order vanished inside its transaction');
    if (site && !input.stockOnly) {
      const lines = refundedLines.flatMap((line) => {
        const item = order.items.find((i) => i.id === line.itemId);
        return item && line.quantity > 0 ? [{ productName: item.product_name, quantity: line.quantity }] : [];
      });
      await queueRefundMail(trx, site, after, { refundId, amountCents: amount, lines });
    }
    return ok(after);
  });
}
