import { ok } from '@tessera/core';
import {
  findOrder,
  inCartTransaction,
  insertOrderEvent,
  markOrderCancelled,
  type OrderWithItems,
} from '@tessera/db';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { queueConfirmationAgain, type MailSite } from './owner-mail.js';
import { refundOrder } from './refund-order.js';

function actorOf(ctx: ServiceContext): string | null {
  return ctx.actor.kind === 'owner' ? ctx.actor.accountId : null;
}

/** A private note on the order's timeline (the buyer never sees it). */
export async function addOrderNote(
  ctx: ServiceContext,
  orderId: string,
  text: string,
): Promise<Outcome<void>> {
  if (!(await findOrder(ctx.db, ctx.websiteId, orderId))) return fail('not-found');
  await insertOrderEvent(ctx.db, ctx.websiteId, {
    orderId,
    kind: 'note',
    data: { text },
    actorId: actorOf(ctx),
  });
  return ok(undefined);
}

/** The confirmation email again, to the order's address; the timeline records it. */
export async function resendConfirmation(
  ctx: ServiceContext,
  site: MailSite,
  orderId: string,
  key: string,
): Promise<Outcome<void>> {
  return inCartTransaction(ctx.db, async (trx): Promise<Outcome<void>> => {
    const order = await findOrder(trx, ctx.websiteId, orderId);
    if (!order) return fail('not-found');
    await queueConfirmationAgain(trx, site, order, key);
    await insertOrderEvent(trx, ctx.websiteId, {
      orderId,
      kind: 'confirmation-sent',
      data: { to: order.email },
      actorId: actorOf(ctx),
    });
    return ok(undefined);
  });
}

/**
 * Cancels an order not yet shipped: refunds what is left of the charge (if any) and, when asked
 * (default), puts its units back into stock, then marks it cancelled — all in one transaction.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  orderId: string,
  input: { restock: boolean },
  site?: MailSite,
): Promise<Outcome<OrderWithItems>> {
  return inCartTransaction(ctx.db, async (trx): Promise<Outcome<OrderWithItems>> => {
    const inner = { ...ctx, db: trx };
    const order = await findOrder(trx, ctx.websiteId, orderId, { lock: true });
    if (!order) return fail('not-found');
    if (order.cancelled_at !== null || order.fulfillment_state !== 'unfulfilled')
      return fail('order-not-cancellable');
    if (order.amount_charged - order.refunded_total > 0 && order.payment_reference) {
      const refunded = await refundOrder(inner, orderId, { restock: input.restock }, site);
      if (!refunded.ok) return refunded;
    } else if (input.restock) {
      const restocked = await refundOrder(inner, orderId, { restock: true, stockOnly: true });
      if (!restocked.ok) return restocked;
    }
    await markOrderCancelled(trx, ctx.websiteId, orderId);
    await insertOrderEvent(trx, ctx.websiteId, {
      orderId,
      kind: 'cancelled',
      data: { restock: input.restock },
      actorId: actorOf(ctx),
    });
    const after = await findOrder(trx, ctx.websiteId, orderId);
    if (!after) throw new Error('An order vanished inside its transaction');
    return ok(after);
  });
}
