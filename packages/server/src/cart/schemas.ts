import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, PRODUCT_TYPES, type FormField } from '@tessera/core';
import { z } from 'zod';

const cents = z.number().int();

/**
 * Core's `FormField` union, already checked when the owner saved the form. The contract types it as
 * core's `FormField` (`openapi/contract-files.ts`).
 */
const formField = z
  .custom<FormField>()
  .meta({ id: 'FormField', description: "A form field (core's FormField)." });

/** Core's `Form`, for lines whose product has an additional-fields form (the cart page edits answers with it). */
const additionalFieldsForm = z
  .object({
    id: z.string(),
    name: z.string(),
    fields: z.array(formField).readonly(),
    parsedSubmissionMessage: z.string().optional(),
    submissionHTML: z.string().optional(),
    successRedirect: z.string().optional(),
    parsedDisclaimerMessage: z.string().optional(),
    captchaEnabled: z.boolean(),
    captchaTheme: z.enum(CAPTCHA_THEMES),
    captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS),
  })
  .meta({ id: 'CartEntryForm' });

export const cartEntry = z
  .object({
    id: z.string(),
    itemId: z.string(),
    quantity: z.number().int(),
    chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
    title: z.string(),
    subTotal: cents,
    purchasePriceCents: cents,
    productType: z.literal(Object.values(PRODUCT_TYPES)),
    imageUrl: z.string().nullable(),
    productUrl: z.string(),
    additionalFields: z.string().nullable(),
    additionalFieldsForm: additionalFieldsForm.optional(),
  })
  .meta({ id: 'CartEntry' });

export const shoppingCart = z
  .object({
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
  })
  .meta({ id: 'ShoppingCart' });

/** A cart line as the server answers it (`CartEntry` in the contract). */
export type CartEntryDto = z.output<typeof cartEntry>;
/** The spec's ShoppingCart (storefront spec §3), money in minor units (`ShoppingCart` in the contract). */
export type ShoppingCartDto = z.output<typeof shoppingCart>;

export const addEntryResponse = z.object({ shoppingCart, newlyAdded: cartEntry });
export const fieldsResponse = z.object({ shoppingCart, updatedEntry: cartEntry });
export const cartResponse = z.object({ shoppingCart });
export const subscriptionResponse = z.object({ cartToken: z.string() });
