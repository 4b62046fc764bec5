import { ORDER_STATUSES, PAYMENT_STATES, FULFILLMENT_STATES } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';

const epochMs = z.coerce.number().int().min(0).optional();

export const orderFilterQuery = z.object({
  /** An order status, or 'cancelled'. */
  status: z.enum([...ORDER_STATUSES, 'cancelled']).optional(),
  payment: z.enum(PAYMENT_STATES).optional(),
  fulfillment: z.enum(FULFILLMENT_STATES).optional(),
  /** An order number (#12), or the start of an email or of the shipping name. */
  search: z.string().trim().max(200).optional(),
  from: epochMs,
  to: epochMs,
  /** The `nextCursor` of the previous page: pages stay as fast at order 100,000 as at order 1. */
  cursor: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const exportQuery = orderFilterQuery.omit({ page: true, pageSize: true, cursor: true });

export const orderParams = z.object({ orderId: rowId });

const line = z.object({ itemId: rowId, quantity: z.number().int().min(1).max(1_000_000) });

export const refundBody = z.object({
  amountCents: z.number().int().min(1).max(1_000_000_000_000).optional(),
  /** Refund these units, line by line; the whole order when absent. */
  lines: z.array(line).min(1).max(250).optional(),
  restock: z.boolean().default(false),
});

export const fulfilBody = z
  .object({
    /** Ship these units; everything still to ship when absent. */
    lines: z.array(line).min(1).max(250).optional(),
    carrier: z.string().trim().min(1).max(100).optional(),
    trackingNumber: z.string().trim().min(1).max(100).optional(),
    trackingUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    /** Send the buyer the shipping email (default yes). */
    notify: z.boolean().default(true),
  })
  .default({ notify: true });

export const cancelBody = z.object({ restock: z.boolean().default(true) }).default({ restock: true });

export const noteBody = z.object({ text: z.string().trim().min(1, 'Write a note first').max(5000) });

/** Orders are documented by `OrderView` (orders/order-view.ts). */
export const orderResponse = z.object({ order: z.unknown() });

export const orderDetailResponse = z.object({
  order: z.unknown(),
  /** Oldest first: placed, paid, shipments, refunds, restocks, cancellation, notes, emails. */
  timeline: z.array(
    z.object({
      kind: z.string(),
      at: z.number(),
      actorName: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

export const orderListResponse = z.object({
  orders: z.array(z.unknown()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
