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

const money = z.object({ value: z.string(), currency: z.string() });

export const orderItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  productName: z.string(),
  productType: z.number().int(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
  attributes: z.record(z.string(), z.string()),
  /** The buyer's answers to the product's additional-fields form, if it has one. */
  additionalFields: z.record(z.string(), z.unknown()).nullable(),
  restocked: z.number().int(),
  variantId: z.string(),
  /** Units shipped. */
  fulfilled: z.number().int(),
  /** Units refunded line by line. */
  refundedQuantity: z.number().int(),
});

export const postalAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});

/** An order as the owner sees it (`OrderView`, orders/order-view.ts); money in minor units. */
export const orderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.number().int(),
    kind: z.string(),
    websiteId: z.string(),
    purchasedCartId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    testMode: z.boolean(),
    status: z.string(),
    email: z.string(),
    createdAt: z.number(),
    fulfilledAt: z.number().nullable(),
    /** 'unfulfilled', 'partial' or 'fulfilled'. */
    fulfillmentState: z.string(),
    cancelledAt: z.number().nullable(),
    currency: z.string(),
    items: z.array(orderItemSchema),
    subtotal: money,
    discountTotal: money,
    shippingTotal: money,
    taxTotal: money,
    giftCardTotal: money,
    grandTotal: money,
    amountCharged: money,
    refundedTotal: money,
    shippingAddress: postalAddressSchema.nullable(),
    shippingOption: z.record(z.string(), z.unknown()).nullable(),
    coupons: z.array(z.object({ code: z.string(), discountCents: z.number().optional() })),
    taxLines: z.array(
      z.object({ name: z.string(), rate: z.string(), included: z.boolean(), taxCents: z.number() }),
    ),
    payment: z.object({ state: z.string(), brand: z.string().nullable(), last4: z.string().nullable() }),
  })
  .meta({ id: 'OwnerOrder' });

export const orderResponse = z.object({ order: orderSchema });

export const orderDetailResponse = z.object({
  order: orderSchema,
  /** What the order spent of each gift card. */
  giftCards: z.array(z.object({ codeLast4: z.string(), amount: money })),
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

/** The order list counts at most this many matches (`totalCapped` says there are more). */
export const ORDER_COUNT_CAP = 10_000;

export const orderListResponse = z.object({
  orders: z.array(orderSchema),
  /** Orders matching the filter, counted up to ORDER_COUNT_CAP. */
  total: z.number().int(),
  /** True when more orders match than `total` says (the count stops at 10,000). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
