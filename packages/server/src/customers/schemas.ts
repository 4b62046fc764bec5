import { z } from 'zod';
import { rowId } from '@tessera/contract';

export const customerListQuery = z.object({
  /** The start of an email address or of a name. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['last-order', 'total-spent', 'order-count', 'email']).default('last-order'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const money = z.object({ value: z.string(), currency: z.string() });

export const customer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  orderCount: z.number().int(),
  /** Charged over all orders, less refunds. */
  totalSpent: money,
  firstOrderAt: z.number(),
  lastOrderAt: z.number(),
});

export const customerList = z.object({
  customers: z.array(customer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const customerParams = z.object({ customerId: rowId });

export const customerDetail = z.object({
  customer,
  /** Newest first, at most 100 (the order list filters by address for more). */
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      createdAt: z.number(),
      status: z.string(),
      fulfillmentState: z.string(),
      grandTotal: money,
    }),
  ),
});
