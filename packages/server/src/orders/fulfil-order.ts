import { ok } from '@tessera/core';
import {
  clockOf,
  findOrder,
  newId,
  inCartTransaction,
  insertOrderEvent,
  markLineFulfilled,
  refreshFulfillmentState,
  type OrderWithItems,
} from '@tessera/db';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { scheduleReviewRequest } from '../reviews/index.js';
import type { MailSite } from './owner-mail.js';
import { queueShippingMail } from './owner-mail.js';

export interface FulfilInput {
  /** Lines and units to ship; every unit still to ship when absent. */
  lines?: { itemId: string; quantity: number }[] | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
  /** Send the buyer the shipping email (default yes). */
  notify: boolean;
}

function actorOf(ctx: ServiceContext): string | null {
  return ctx.actor.kind === 'owner' ? ctx.actor.accountId : null;
}

/** The lines to ship: what was asked, checked against what is still unshipped. */
function parcelOf(
  order: OrderWithItems,
  input: FulfilInput,
): Outcome<{ itemId: string; quantity: number }[]> {
  if (!input.lines) {
    const all = order.items
      .map((item) => ({ itemId: item.id, quantity: item.quantity - item.fulfilled }))
      .filter((line) => line.quantity > 0);
    return all.length > 0 ? ok(all) : fail('order-not-fulfillable');
  }
  const errors: Record<string, string> = {};
  input.lines.forEach((line, i) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) errors[`lines.${i}.itemId`] = 'This line is not part of the order';
    else if (line.quantity > item.quantity - item.fulfilled)
      errors[`lines.${i}.quantity`] = `At most ${item.quantity - item.fulfilled} left to ship`;
  });
  return Object.keys(errors).length > 0 ? invalid(errors) : ok(input.lines);
}

/**
 * Ships an order whole or line by line, with the carrier and tracking number, in one transaction:
 * the lines' shipped counts (never above what was bought), the order's fulfilment state, a
 * timeline entry and, unless asked not to, the buyer's shipping email; once every line is shipped,
 * the review request is queued (`reviews/request-job.ts`).
 */
export async function fulfilOrder(
  ctx: ServiceContext,
  site: MailSite,
  orderId: string,
  input: FulfilInput,
): Promise<Outcome<OrderWithItems>> {
  return inCartTransaction(ctx.db, async (trx): Promise<Outcome<OrderWithItems>> => {
    const order = await findOrder(trx, ctx.websiteId, orderId, { lock: true });
    if (!order) return fail('not-found');
    if (order.cancelled_at !== null || order.status === 'refunded') return fail('order-not-fulfillable');
    const parcel = parcelOf(order, input);
    if (!parcel.ok) return parcel;
    for (const line of parcel.value) {
      if (!(await markLineFulfilled(trx, ctx.websiteId, line.itemId, line.quantity)))
        return fail('order-not-fulfillable');
    }
    const state = await refreshFulfillmentState(trx, ctx.websiteId, order.id);
    const shipment = {
      lines: parcel.value.map((line) => ({
        productName: order.items.find((item) => item.id === line.itemId)?.product_name ?? '',
        quantity: line.quantity,
      })),
      carrier: input.carrier ?? null,
      trackingNumber: input.trackingNumber ?? null,
      trackingUrl: input.trackingUrl ?? null,
    };
    const eventKey = `${order.id}-${newId()}`;
    await insertOrderEvent(trx, ctx.websiteId, {
      orderId: order.id,
      kind: 'fulfilled',
      data: { ...shipment, lines: parcel.value, state },
      actorId: actorOf(ctx),
    });
    const after = await findOrder(trx, ctx.websiteId, order.id);
    if (!after) throw new Error('An order vanished inside its transaction');
    // All shipped: the buyer is asked for reviews some days later (reviews area, page type 209).
    await scheduleReviewRequest(trx, ctx.websiteId, after, {
      baseUrl: site.baseUrl,
      now: clockOf(trx).now(),
    });
    if (input.notify) {
      await queueShippingMail(trx, site, after, shipment, eventKey);
      await insertOrderEvent(trx, ctx.websiteId, {
        orderId: order.id,
        kind: 'shipping-email-sent',
        data: { to: order.email },
        actorId: actorOf(ctx),
      });
    }
    return ok(after);
  });
}
