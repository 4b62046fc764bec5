import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, type FormField } from '@tessera/core';
import { z } from 'zod';
import { rowId } from '../inventory/schemas.js';

/** Longest additional-fields JSON a line may carry (answers of one product form). */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 20_000;

/** An empty SKU (the plain form's hidden input before a choice) means none was chosen. */
const sku = z
  .union([z.string().max(200), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? null : v));

/** Left loose on purpose: core's `parseQuantity` gives the spec's messages for bad quantities. */
const quantity = z.union([z.number(), z.string().max(50), z.null()]).optional();

function parseAnswers(text: string, ctx: z.RefinementCtx): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below like any other value that is not a JSON object.
  }
  ctx.addIssue({ code: 'custom', message: 'Must be a JSON object of answers keyed by field id' });
  return z.NEVER;
}

const answers = z.string().max(MAX_ADDITIONAL_FIELDS_LENGTH).transform(parseAnswers);

const optionalAnswers = z
  .union([answers, z.null()])
  .optional()
  .transform((v) => v ?? null);

/** `crumb` and `next` come with the plain (no JavaScript) forms. */
const formExtras = { crumb: z.string().max(100).optional(), next: z.string().max(200).optional() };

/** A plain form's option choices by option name (`attributes[Size]=M`), when it has no SKU. */
const attributes = z
  .record(z.string().max(100), z.string().max(200))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 options')
  .optional();

export const addEntryBody = z.object({
  itemId: rowId,
  sku,
  attributes,
  quantity,
  additionalFields: optionalAnswers,
  ...formExtras,
});

export const subscriptionBody = z.object({
  itemId: rowId,
  sku,
  attributes,
  qty: quantity,
  additionalFields: optionalAnswers,
  ...formExtras,
});

export const fieldsBody = z.object({ itemId: rowId, sku, additionalFields: answers });

export const quantityBody = z.object({ quantity, ...formExtras });

export const removeBody = z.object(formExtras).optional();

export const entryParams = z.object({ entryId: rowId });

const flag = z.enum(['true', 'false']).optional();

export const cartQuery = z.object({
  mock: flag,
  /** A cache-busting timestamp; the answer is never cached anyway. */
  timecode: z.string().max(30).optional(),
  calculateSubtotal: flag,
});

const cents = z.number().int();

/** Core's `Form`, for lines whose product has an additional-fields form (the cart page edits answers with it). */
const additionalFieldsForm = z.object({
  id: z.string(),
  name: z.string(),
  // Field shapes are core's `FormField` union, already checked when the owner saved the form.
  fields: z.array(z.custom<FormField>()).readonly(),
  parsedSubmissionMessage: z.string().optional(),
  submissionHTML: z.string().optional(),
  successRedirect: z.string().optional(),
  parsedDisclaimerMessage: z.string().optional(),
  captchaEnabled: z.boolean(),
  captchaTheme: z.enum(CAPTCHA_THEMES),
  captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS),
});

export const cartEntry = z.object({
  id: z.string(),
  itemId: z.string(),
  quantity: z.number().int(),
  chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
  title: z.string(),
  subTotal: cents,
  purchasePriceCents: cents,
  productType: z.number().int(),
  imageUrl: z.string().nullable(),
  productUrl: z.string(),
  additionalFields: z.string().nullable(),
  additionalFieldsForm: additionalFieldsForm.optional(),
});

export const shoppingCart = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  created: z.number(),
  isPurchased: z.boolean(),
  entries: z.array(cartEntry),
  shippingOptions: z.array(z.unknown()),
  selectedShippingOption: z.unknown(),
  shippingLocation: z.unknown(),
  applicableTaxRules: z.array(z.unknown()),
  coupons: z.array(z.unknown()),
  validCoupons: z.array(z.unknown()),
  invalidCoupons: z.array(z.unknown()),
  subtotalCents: cents,
  taxCents: cents,
  shippingCostCents: cents,
  discountCents: cents,
  grandTotalCents: cents,
  totalQuantity: z.number().int(),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
});

export const addEntryResponse = z.object({ shoppingCart, newlyAdded: cartEntry });
export const fieldsResponse = z.object({ shoppingCart, updatedEntry: cartEntry });
export const cartResponse = z.object({ shoppingCart });
export const subscriptionResponse = z.object({ cartToken: z.string() });
