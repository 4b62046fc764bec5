import { z } from 'zod';

/** A URL id: lower-case letters, digits and single dashes (what core's slugify makes). */
export const urlIdSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');

/** Spec §9: category names are at most 25 characters. */
export const MAX_CATEGORY_NAME_LENGTH = 25;
/** Spec §9: nested categories 10000 per store. */
export const MAX_CATEGORIES_PER_STORE = 10_000;

export const storeParams = z.object({ websiteId: z.string().max(64) });

export const createStoreBody = z.object({
  navigationTitle: z.string().trim().max(200).optional(),
  title: z.string().trim().min(1).max(200),
  /** Taken as the slug's source when given; made unique either way. */
  urlId: z.union([urlIdSchema, z.literal('')]).optional(),
  description: z.string().max(5000).optional(),
  enabled: z.boolean().optional(),
  /** Ours: also add the store to the main navigation (the flow's optional third step). */
  addToNavigation: z.boolean().optional(),
});
export type CreateStoreBody = z.infer<typeof createStoreBody>;

export const createdStore = z.object({ id: z.string(), urlId: z.string(), rootCategoryId: z.string() });
export type CreatedStore = z.infer<typeof createdStore>;

export const categoryParams = storeParams.extend({ collectionId: z.string().max(64) });

const categoryBodyCommon = {
  parentCategoryId: z.string().max(64).nullish(),
  pageRendering: z.literal('LIST_VIEW').optional(),
  displayIndex: z.number().int().min(0).max(1_000_000).optional(),
};

/**
 * A store's ROOT category is named after the store (its title, up to 200 characters); any other
 * category's name is at most 25 characters. One schema per type, so the OpenAPI document says
 * exactly what the server enforces.
 */
export const createCategoryBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ROOT'),
    displayName: z.string().trim().min(1).max(200),
    ...categoryBodyCommon,
  }),
  z.object({
    type: z.literal('CATEGORY').optional().default('CATEGORY'),
    displayName: z
      .string()
      .trim()
      .min(1)
      .max(MAX_CATEGORY_NAME_LENGTH, `Category names are at most ${MAX_CATEGORY_NAME_LENGTH} characters`),
    ...categoryBodyCommon,
  }),
]);
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const category = z.object({
  id: z.string(),
  collectionId: z.string(),
  parentCategoryId: z.string().nullable(),
  type: z.enum(['ROOT', 'CATEGORY']),
  displayName: z.string(),
  displayIndex: z.number().int(),
  pageRendering: z.literal('LIST_VIEW'),
  urlSlug: z.string(),
});
export type CategoryDto = z.infer<typeof category>;

export const categoryPatch = z
  .object({
    displayName: z.string().trim().min(1).max(MAX_CATEGORY_NAME_LENGTH),
    displayIndex: z.number().int().min(0).max(1_000_000),
    parentCategoryId: z.string().max(64),
  })
  .partial()
  .strict();
export type CategoryPatch = z.infer<typeof categoryPatch>;
