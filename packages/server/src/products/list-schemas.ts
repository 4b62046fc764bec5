import { PUBLISH_STATES } from '@tessera/db';
import { z } from 'zod';
import { idSchema } from '../owner-kit/index.js';

export const productListQuery = z.object({
  /** Part of a title or SKU. */
  search: z.string().trim().max(200).optional(),
  /** 1 physical, 2 digital, 3 service, 4 gift card. */
  type: z.coerce.number().int().min(1).max(4).optional(),
  categoryId: idSchema.optional(),
  stock: z.enum(['in-stock', 'low', 'out']).optional(),
  visibility: z.enum(PUBLISH_STATES).optional(),
  onSale: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  lowStockAt: z.coerce.number().int().min(0).max(1_000_000).default(5),
  sort: z
    .enum(['title', '-title', 'created', '-created', 'price', '-price', 'stock', '-stock'])
    .default('title'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const productSummary = z.object({
  id: z.string(),
  collectionId: z.string(),
  title: z.string(),
  productType: z.number().int(),
  publishState: z.string(),
  imageId: z.string().nullable(),
  variantCount: z.number().int(),
  /** Lowest and highest price a buyer pays now (sale prices where on sale), minor units. */
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  currency: z.string(),
  onSale: z.boolean(),
  /** Units in stock over all variants; null when unlimited or not counted (digital, gift cards). */
  stock: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const productSummaryList = z.object({
  products: z.array(productSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const bulkBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish'), productIds: z.array(idSchema).min(1).max(500) }),
  z.object({ action: z.literal('hide'), productIds: z.array(idSchema).min(1).max(500) }),
  z.object({
    action: z.literal('add-category'),
    productIds: z.array(idSchema).min(1).max(500),
    categoryId: idSchema,
  }),
  z.object({
    action: z.literal('delete'),
    productIds: z.array(idSchema).min(1).max(500),
    /** The studio asks first; the API wants the answer too. */
    confirm: z.literal(true, { error: 'Confirm the deletion' }),
  }),
]);
export type BulkBody = z.infer<typeof bulkBody>;

export const bulkResult = z.object({
  /** Products changed. */
  updated: z.number().int(),
  /** How many ids were not products of this site (or, for add-category, of the category's store). */
  skipped: z.number().int(),
});
