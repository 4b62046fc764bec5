import { rowId } from '@tessera/contract';
import { z } from 'zod';

/** The most collections (pages) one member area may protect. */
export const MAX_AREA_COLLECTIONS = 200;

const pricing = z.enum(['free', 'one-time', 'recurring']);

/** A member area as the owner writes it. */
export const memberAreaBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    pricing,
    /** The store product whose purchase gives access: required unless free (one-time: no subscription plan; recurring: one). */
    productId: rowId.nullable().optional().default(null),
    collectionIds: z.array(rowId).max(MAX_AREA_COLLECTIONS),
    welcomeText: z.string().max(2000).optional().default(''),
    welcomeEmailSubject: z.string().trim().max(200).optional().default(''),
    welcomeEmailBody: z.string().max(5000).optional().default(''),
    /** Items (and lessons) carrying this tag are read free, their paywall lifted; empty or null: none. */
    freePreviewTag: z
      .string()
      .trim()
      .max(80)
      .nullable()
      .optional()
      .default(null)
      .transform((tag) => (tag ? tag : null)),
    /** The version the change was made from; a newer one refuses it with 409 'changed-elsewhere'. */
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type MemberAreaBody = z.infer<typeof memberAreaBody>;

export const memberArea = z.object({
  id: z.string(),
  name: z.string(),
  pricing,
  productId: z.string().nullable(),
  /** The product's name and price, as the join button offers it; null when free or the product is gone. */
  offer: z.object({ productName: z.string(), priceCents: z.number().int(), currency: z.string() }).nullable(),
  collectionIds: z.array(z.string()),
  welcomeText: z.string(),
  welcomeEmailSubject: z.string(),
  welcomeEmailBody: z.string(),
  freePreviewTag: z.string().nullable(),
  /** Memberships not revoked (a lapsed subscription counts until the owner revokes it). */
  memberCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type MemberAreaDto = z.infer<typeof memberArea>;

export const memberAreaList = z.object({ memberAreas: z.array(memberArea) });
export const memberAreaParams = z.object({ areaId: rowId });
