import { ORDER_STATUSES } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';

const epochMs = z.coerce.number().int().min(0).optional();

export const orderFilterQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number (#12) or the start of an email. */
  search: z.string().trim().max(200).optional(),
  from: epochMs,
  to: epochMs,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const exportQuery = orderFilterQuery.omit({ page: true, pageSize: true });

export const orderParams = z.object({ orderId: rowId });

export const refundBody = z.object({
  amountCents: z.number().int().min(1).max(1_000_000_000_000).optional(),
  restock: z.boolean().default(false),
});

/** Orders are documented by `OrderView` (orders/order-view.ts). */
export const orderResponse = z.object({ order: z.unknown() });

export const orderListResponse = z.object({
  orders: z.array(z.unknown()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
