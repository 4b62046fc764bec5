import { PUBLISH_STATES, RECORD_TYPES } from '@tessera/db';
import { z } from 'zod';
import { invalidLinkMessage } from '../navigation/index.js';
import { boundedJson, idSchema } from '../owner-kit/index.js';

/** Record types owners write through this API; store items (11) go through the products API. */
export const ITEM_RECORD_TYPES = [
  RECORD_TYPES.text,
  RECORD_TYPES.image,
  RECORD_TYPES.quote,
  RECORD_TYPES.link,
  RECORD_TYPES.audio,
  RECORD_TYPES.video,
  RECORD_TYPES.event,
  RECORD_TYPES.gallery,
] as const;
type ItemRecordType = (typeof ITEM_RECORD_TYPES)[number];

/** Spec §9: tags are at most 50 characters, categories at most 25. */
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
export const MAX_BODY_BYTES = 256 * 1024;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An item's URL slug, refused with the spec's editor message ('{val} is not a valid page URL'). */
const itemUrlIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .superRefine((val, ctx) => {
    if (!SLUG.test(val)) ctx.addIssue({ code: 'custom', message: invalidLinkMessage(val) });
  });

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

export const locationSchema = z
  .object({
    addressTitle: z.string().trim().max(200),
    addressLine1: z.string().trim().max(200),
    addressLine2: z.string().trim().max(200),
    addressCountry: z.string().trim().max(100),
    mapLat: z.number().min(-90).max(90),
    mapLng: z.number().min(-180).max(180),
  })
  .partial()
  .strict();

export const itemFields = z.object({
  recordType: z
    .number()
    .int()
    .refine((t): t is ItemRecordType => (ITEM_RECORD_TYPES as readonly number[]).includes(t), {
      message: 'Not a record type owners write here (products are created with the products API)',
    }),
  title: z.string().trim().min(1).max(200),
  urlId: itemUrlIdSchema,
  body: boundedJson(MAX_BODY_BYTES),
  excerpt: z.string().max(5000),
  location: locationSchema.nullable(),
  startDate: epochMs.nullable(),
  endDate: epochMs.nullable(),
  tags: z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)).max(50),
  categories: z.array(z.string().trim().min(1).max(MAX_CATEGORY_LENGTH)).max(50),
  commentState: z.number().int().min(0).max(10),
  publishState: z.enum(PUBLISH_STATES),
  publishOn: epochMs.nullable(),
  displayIndex: z.number().int().min(0).max(1_000_000),
  externalLink: z.string().trim().max(2048).nullable(),
  mainImageId: idSchema.nullable(),
});

export const itemCreate = itemFields.partial().required({ title: true }).strict();
export type ItemCreate = z.infer<typeof itemCreate>;
export const itemPatch = itemFields
  .extend({
    authorId: idSchema.nullable(),
    /** The version the editor started from: a save based on an older one is refused (409). */
    version: z.number().int().min(0),
  })
  .partial()
  .strict();
export type ItemPatch = z.infer<typeof itemPatch>;

export const itemParams = z.object({ itemId: idSchema });
export const itemsParams = z.object({ collectionId: idSchema });
export const itemListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  publishState: z.enum(PUBLISH_STATES).optional(),
  /** Words the title contains. */
  q: z.string().trim().max(200).optional(),
});

export const item = z.object({
  id: z.string(),
  collectionId: z.string(),
  recordType: z.number().int(),
  title: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  body: z.unknown(),
  excerpt: z.string(),
  location: z.record(z.string(), z.unknown()).nullable(),
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  commentState: z.number().int(),
  publishState: z.string(),
  publishOn: z.number().nullable(),
  authorId: z.string().nullable(),
  displayIndex: z.number().int(),
  externalLink: z.string().nullable(),
  mainImageId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number().int(),
});
export type ItemDto = z.infer<typeof item>;
export const itemList = z.object({ items: z.array(item), total: z.number().int() });

/** The answer to a save based on an older version: the catalogue message and the item as it is now. */
export const itemConflict = z.object({
  code: z.literal('changed-elsewhere'),
  error: z.string(),
  requestId: z.string().optional(),
  latest: item,
});

/** Who may be named an item's author: the website's contributors. */
export const authorList = z.object({
  authors: z.array(z.object({ id: z.string(), name: z.string() })),
});
