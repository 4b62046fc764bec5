import { rowId } from '@tessera/contract';
import { z } from 'zod';

/** A variant id, or '' for sign-ups for the product as a whole. */
const variantKey = z.union([rowId, z.literal('')]);

/** The spec's Stock result (storefront spec §3): unlimited, qtyInStock. */
const stockResult = z.object({ unlimited: z.boolean(), qtyInStock: z.number().int() });

export const groupsQuery = z.object({
  /** The `nextPageCursor` of the previous page. */
  cursor: z.string().max(400).optional(),
});

/** A product (or one variant of it) with people waiting. */
export const signUpGroup = z.object({
  productId: z.string(),
  /** '' when the sign-ups are for the product as a whole. */
  variantId: z.string(),
  productName: z.string(),
  /** The variant's option values ('Blue / L'); '' for the product as a whole. */
  variantName: z.string(),
  sku: z.string().nullable(),
  /** Path of the variant's (else the product's) main image, when it has one. */
  imageUrl: z.string().nullable(),
  /** People not yet notified, the line the next send takes from (oldest first). */
  waitingCount: z.number().int(),
  notifiedCount: z.number().int(),
  /** Notified people whose hold window is still running: units kept for them. */
  holdingCount: z.number().int(),
  firstSignUpAt: z.number(),
  lastSignUpAt: z.number(),
  stock: stockResult,
});

export const groupsPage = z.object({
  signUpGroups: z.array(signUpGroup),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
});

export const signUpsQuery = z.object({
  productId: rowId,
  /** Absent: the sign-ups of every variant of the product; '' those for the product as a whole. */
  variantId: variantKey.optional(),
  cursor: z.string().max(400).optional(),
});

export const signUp = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  siteVisitorEmail: z.string(),
  isJoinMailingList: z.boolean(),
  language: z.string().nullable(),
  createdAt: z.number(),
  /** When the back-in-stock email went out (once); null while waiting. */
  notifiedAt: z.number().nullable(),
  /** End of the hold window the notified person has; null when not notified or stock is unlimited. */
  holdEndsAt: z.number().nullable(),
  status: z.enum(['waiting', 'holding', 'notified']),
});

export const signUpsPage = z.object({
  signUps: z.array(signUp),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
  /** All sign-ups of the product (summed over its variants when no variant is given); 0 when none. */
  total: z.number().int(),
});

export const sendRequest = z
  .object({
    productId: rowId,
    /** '' or absent: the sign-ups for the product as a whole. */
    variantId: variantKey.optional(),
  })
  .strict();
export type SendRequest = z.infer<typeof sendRequest>;

/** At most this many groups per bulk call; the studio sends larger selections in batches. */
export const MAX_SEND_REQUESTS = 100;

export const sendAllBody = z
  .object({ sendRequests: z.array(sendRequest).min(1).max(MAX_SEND_REQUESTS) })
  .strict();

export const sendResult = z.object({
  productId: z.string(),
  variantId: z.string(),
  /** People notified by this call (0 when a send is repeated while the holds run). */
  notifiedCount: z.number().int(),
  /** People still waiting after it. */
  waitingCount: z.number().int(),
  holdingCount: z.number().int(),
  /** When the next people in line will be notified, if units are held and people still wait. */
  nextNotificationAt: z.number().nullable(),
});
export type SendResult = z.infer<typeof sendResult>;

export const sendAllResult = z.object({
  results: z.array(sendResult),
  notifiedCount: z.number().int(),
});
