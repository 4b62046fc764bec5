import { maxMinorUnits } from '@tessera/core';
import { PUBLISH_STATES } from '@tessera/db';
import { z } from 'zod';
import { urlIdSchema } from '../store/index.js';
import { boundedJson, idSchema } from '../owner-kit/index.js';
import { MAX_BODY_BYTES, MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../items/index.js';

export const MAX_VARIANTS = 250;
/** The longest side a parcel may have, in millimetres (100 m). */
export const MAX_PARCEL_MM = 100_000;
const optionName = z.string().trim().min(1).max(50);

/** Money in minor units of the website's currency: whole, never negative (spec: never floats). */
const minorUnits = z
  .number()
  .int('Prices are whole minor units (cents)')
  .min(0, 'Prices cannot be negative')
  .max(maxMinorUnits('USD'));

const millimetres = z
  .number()
  .int('Sizes are whole millimetres')
  .min(0, 'Sizes cannot be negative')
  .max(MAX_PARCEL_MM, 'At most 100 m');
/** A parcel's length, width and height in whole millimetres (0: not given). */
export const dimensionsMm = z
  .object({ length: millimetres, width: millimetres, height: millimetres })
  .strict();

export const variantInput = z
  .object({
    sku: z.string().trim().min(1).max(64),
    attributes: z.record(optionName, z.string().trim().min(1).max(100)),
    price: minorUnits,
    salePrice: minorUnits,
    onSale: z.boolean(),
    unlimited: z.boolean(),
    qtyInStock: z
      .number()
      .int('Stock is a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000_000),
    mainImageId: idSchema.nullable(),
  })
  .partial()
  .required({ price: true })
  .strict();
export type VariantCreate = z.infer<typeof variantInput>;
/** `version`: the variant as the editor loaded it; a stale save gets 409 'changed-elsewhere'. */
export const variantPatch = variantInput
  .partial()
  .extend({ version: z.number().int().min(1).optional() })
  .strict();
export type VariantPatch = z.infer<typeof variantPatch>;

/**
 * The product's whole variant set, as the editor saves it: the options in their order and every
 * variant (with `id` and `version` when it exists, without for a new one). Variants not listed
 * are removed. `version`: the product as the editor loaded it.
 */
export const variantSet = z
  .object({
    version: z.number().int().min(1),
    variantOptionOrdering: z.array(optionName).max(6),
    variants: z
      .array(
        variantInput
          .extend({
            id: idSchema.optional(),
            version: z.number().int().min(1).optional(),
            /** Shipping weight in whole grams (the weight-based shipping rates read it). */
            weightGrams: z.number().int('Weight is whole grams').min(0).max(10_000_000).optional(),
            /** The parcel's size in whole millimetres (0: not given). */
            dimensionsMm: dimensionsMm.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_VARIANTS),
  })
  .strict();
export type VariantSet = z.infer<typeof variantSet>;

const subscriptionPlan = z.object({
  billingPeriod: z.object({
    value: z.number().int().min(1).max(365),
    unit: z.enum(['WEEK', 'MONTH', 'YEAR']),
  }),
  numBillingCycles: z.number().int().min(0).max(1000),
});

/** How many related products an owner may pick for one product. */
export const MAX_RELATED_PRODUCTS = 12;

const merchandising = z
  .object({
    customSoldOutText: z.string().trim().max(100).nullable(),
    scarcityEnabled: z.boolean(),
    scarcityText: z.string().trim().max(200).nullable(),
    scarcityShownByDefault: z.boolean(),
    scarcityTemplateViews: z.array(z.string().max(50)).max(20),
    restockNotificationsEnabled: z.boolean(),
    restockNotificationViews: z.array(z.string().max(50)).max(20),
    restockNotificationMessages: z.record(z.string().max(50), z.string().max(500)),
    mailingListSignUpEnabled: z.boolean(),
    mailingListOptInByDefault: z.boolean(),
  })
  .partial()
  .strict();

const productFields = {
  productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  title: z.string().trim().min(1).max(200),
  /** The title search engines and link previews show; '' for the name. */
  seoTitle: z.string().trim().max(200),
  urlId: urlIdSchema.min(1),
  body: boundedJson(MAX_BODY_BYTES),
  excerpt: z.string().max(5000),
  tags: z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)).max(50),
  categories: z.array(z.string().trim().min(1).max(MAX_CATEGORY_LENGTH)).max(50),
  publishState: z.enum(PUBLISH_STATES),
  publishOn: z.number().int().min(0).nullable(),
  displayIndex: z.number().int().min(0).max(1_000_000),
  images: z.array(idSchema).max(50),
  variantOptionOrdering: z.array(optionName).max(6),
  subscriptionPlan: subscriptionPlan.nullable(),
  additionalFieldsFormId: z.string().trim().min(1).max(64).nullable(),
  customAddButtonText: z.string().trim().min(1).max(100).nullable(),
  merchandising,
  digitalFileId: idSchema.nullable(),
  /** Store categories of this product's collection. */
  categoryIds: z.array(idSchema).max(100),
  /** Other products of the same store the product page shows first, in this order. */
  relatedProductIds: z.array(idSchema).max(MAX_RELATED_PRODUCTS),
};

export const productCreate = z
  .object({ ...productFields, variants: z.array(variantInput).min(1).max(MAX_VARIANTS) })
  .partial()
  .required({ productType: true, title: true, variants: true })
  .strict();
export type ProductCreate = z.infer<typeof productCreate>;

/** The product type is fixed once created (stock rules and variants follow from it). */
export const productPatch = z
  .object(productFields)
  .omit({ productType: true })
  .partial()
  .extend({ version: z.number().int().min(1).optional() })
  .strict();
export type ProductPatch = z.infer<typeof productPatch>;

export const productParams = z.object({ productId: idSchema });
export const productsParams = z.object({ collectionId: idSchema });
export const variantParams = z.object({ variantId: idSchema });

export const variant = z.object({
  id: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  position: z.number().int(),
  price: z.number().int(),
  salePrice: z.number().int(),
  currency: z.string(),
  onSale: z.boolean(),
  unlimited: z.boolean(),
  qtyInStock: z.number().int(),
  mainImageId: z.string().nullable(),
  /** Send it back with a change: a save made against an older version is refused (409). */
  version: z.number().int(),
  /** Shipping weight in grams (0 when never set); in product answers, not single-variant ones. */
  weightGrams: z.number().int().optional(),
  /** Parcel size in whole millimetres (zeros when never set); in product answers only. */
  dimensionsMm: dimensionsMm.optional(),
});
export type VariantDto = z.infer<typeof variant>;

export const product = z.object({
  id: z.string(),
  collectionId: z.string(),
  productType: z.number().int(),
  title: z.string(),
  seoTitle: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  body: z.unknown(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  publishState: z.string(),
  publishOn: z.number().nullable(),
  displayIndex: z.number().int(),
  images: z.array(z.string()),
  variantOptionOrdering: z.array(z.string()),
  subscriptionPlan: subscriptionPlan.nullable(),
  additionalFieldsFormId: z.string().nullable(),
  customAddButtonText: z.string().nullable(),
  merchandising: z.record(z.string(), z.unknown()),
  digitalFileId: z.string().nullable(),
  categoryIds: z.array(z.string()),
  /** The products the owner picked for 'You might also like', in order. */
  relatedProductIds: z.array(z.string()),
  variants: z.array(variant),
  /** Send it back with a change: a save made against an older version is refused (409). */
  version: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ProductDto = z.infer<typeof product>;
export const productList = z.object({ products: z.array(product), total: z.number().int() });
