import { COLLECTION_TYPES, COLLECTION_VIEWS } from '@tessera/core';
import { PUBLISH_STATES } from '@tessera/db';
import { z } from 'zod';
import { boundedObject, idSchema } from '../owner-kit/index.js';

const PAGE_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page's URL slug, refused with the spec's editor message ('{val} is not a valid page URL'). */
export const pageUrlSchema = z
  .string()
  .trim()
  .max(100)
  .superRefine((val, ctx) => {
    if (!PAGE_URL.test(val)) ctx.addIssue({ code: 'custom', message: `${val} is not a valid page URL` });
  });

/** Stores (type 13) are made by the store API, which also makes their ROOT category. */
const OWNER_COLLECTION_TYPES = [
  COLLECTION_TYPES.GENERIC,
  COLLECTION_TYPES.SUBSCRIPTION,
  COLLECTION_TYPES.PAGE,
  COLLECTION_TYPES.LESSONS,
  COLLECTION_TYPES.COURSE,
] as const;
type OwnerCollectionType = (typeof OWNER_COLLECTION_TYPES)[number];

const fields = {
  title: z.string().trim().min(1).max(200),
  navigationTitle: z.string().trim().min(1).max(200),
  urlId: pageUrlSchema,
  description: z.string().max(5000),
  parentId: idSchema.nullable(),
  isFolder: z.boolean(),
  folderBehavior: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  view: z.enum(COLLECTION_VIEWS),
  ordering: z.enum(['user', 'chronological']),
  displayIndex: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
  pagePermission: z.enum(['public', 'password', 'members']),
  /** Lock-screen password; stored as an argon2 hash, never answered. */
  password: z.string().min(1).max(200),
  settings: boundedObject(16 * 1024),
  /** Published, scheduled (live from `publishOn`), needs review, draft or private. */
  publishState: z.enum(PUBLISH_STATES),
  publishOn: z.number().int().min(0).nullable(),
  /** The title search results and browser tabs show; the page title when empty. */
  seoTitle: z.string().trim().max(200),
  /** Keeps the page out of search engines: a robots noindex tag, and left out of /sitemap.xml. */
  noIndex: z.boolean(),
  /** The image link previews show for the page (a file of the site); null removes it. */
  socialImageFileId: idSchema.nullable(),
  /** 'Allow comments on this collection': off hides its items' comments and takes no new ones. */
  commentsEnabled: z.boolean(),
};

export const collectionCreate = z
  .object({
    type: z
      .number()
      .int()
      .refine((t): t is OwnerCollectionType => (OWNER_COLLECTION_TYPES as readonly number[]).includes(t), {
        message: 'Not a collection type owners create here (stores are created with the store API)',
      }),
    ...fields,
  })
  .partial({
    navigationTitle: true,
    urlId: true,
    description: true,
    parentId: true,
    isFolder: true,
    folderBehavior: true,
    view: true,
    ordering: true,
    displayIndex: true,
    enabled: true,
    pagePermission: true,
    password: true,
    settings: true,
    publishState: true,
    publishOn: true,
    seoTitle: true,
    noIndex: true,
    socialImageFileId: true,
    commentsEnabled: true,
  })
  .strict();
export type CollectionCreate = z.infer<typeof collectionCreate>;

export const collectionPatch = z.object(fields).partial().strict();
export type CollectionPatch = z.infer<typeof collectionPatch>;

export const collectionParams = z.object({ collectionId: idSchema });
export const collectionListQuery = z.object({ type: z.coerce.number().int().optional() });

export const collection = z.object({
  id: z.string(),
  type: z.number().int(),
  urlId: z.string(),
  fullUrl: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  description: z.string(),
  parentId: z.string().nullable(),
  isFolder: z.boolean(),
  folderBehavior: z.number().int().nullable(),
  view: z.string(),
  ordering: z.string(),
  displayIndex: z.number().int(),
  enabled: z.boolean(),
  pagePermission: z.string(),
  hasPassword: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  publishState: z.enum(PUBLISH_STATES),
  publishOn: z.number().nullable(),
  seoTitle: z.string(),
  noIndex: z.boolean(),
  socialImageFileId: z.string().nullable(),
  commentsEnabled: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CollectionDto = z.infer<typeof collection>;
export const collectionList = z.object({ collections: z.array(collection) });
