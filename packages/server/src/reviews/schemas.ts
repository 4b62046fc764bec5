import { PRODUCT_REVIEW_STATUSES } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';

const text = z.string().max(20_000).optional();

/**
 * A visitor's review, as JSON or as the plain form. Fields are only bounded here; the service
 * checks them, so JSON callers and plain forms get the same per-field messages.
 */
export const reviewBody = z.object({
  rating: z.union([z.number(), z.string().max(10)]).optional(),
  title: text,
  body: text,
  authorName: text,
  authorEmail: text,
  /** Plain forms post an empty crumb field (pages stay cacheable); JSON callers use the header. */
  crumb: z.string().max(100).optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewParams = z.object({ itemId: rowId });

export const reviewSubmitted = z.object({ submitted: z.literal(true), message: z.string() });

/** Both crumb failures are 403 (crumb-missing, crumb-mismatch); the islands read `crumbFail`. */
export const crumbFailure = z.object({
  code: z.string(),
  error: z.string(),
  crumbFail: z.literal(true),
  requestId: z.string().optional(),
});

export const reviewListQuery = z.object({
  status: z.enum(PRODUCT_REVIEW_STATUSES).optional(),
  itemId: rowId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const reviewIdParams = z.object({ reviewId: rowId });

const reviewView = z.object({
  id: z.string(),
  itemId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  status: z.enum(PRODUCT_REVIEW_STATUSES),
  createdAt: z.number(),
});

export const reviewResponse = z.object({ review: reviewView });
export const reviewListResponse = z.object({
  /** `productName` is null when the product has been deleted since. */
  reviews: z.array(reviewView.extend({ productName: z.string().nullable() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
