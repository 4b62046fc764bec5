import { z } from 'zod';
import { rowId } from '@tessera/contract';

/** A stock count as the inventory screen and the product editor send it: whole, never negative. */
export const stockCount = z
  .number()
  .int('Stock is a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000_000, 'Stock can be at most 1,000,000,000');

export const inventoryQuery = z.object({
  /** Part of the product title or SKU. */
  search: z.string().trim().max(200).optional(),
  stock: z.enum(['in-stock', 'low', 'out', 'unlimited']).optional(),
  /** 'Low' means at most this many left (default 5). */
  lowStockAt: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const stockCell = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  productType: z.number().int(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
  /** Send it back with an edit: a save made against an older version is refused (409). */
  version: z.number().int(),
});

export const inventoryPage = z.object({ variants: z.array(stockCell), nextCursor: z.string().nullable() });

export const variantParams = z.object({ variantId: rowId });

export const stockEdit = z
  .object({
    version: z.number().int().min(1),
    qtyInStock: stockCount.optional(),
    unlimited: z.boolean().optional(),
    /** Why, in the owner's words ('Counted the shelf'); kept in the history. */
    note: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((edit) => edit.qtyInStock !== undefined || edit.unlimited !== undefined, {
    message: 'Give a stock count or unlimited',
    path: ['qtyInStock'],
  });
export type StockEditBody = z.infer<typeof stockEdit>;

export const historyQuery = z.object({
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const stockMovement = z.object({
  id: z.string(),
  delta: z.number().int(),
  /** order, restock (a refund put units back), renewal, manual (an owner's edit) or import. */
  reason: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  qtyAfter: z.number().int().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.number(),
});

export const stockHistory = z.object({
  movements: z.array(stockMovement),
  nextCursor: z.string().nullable(),
});
