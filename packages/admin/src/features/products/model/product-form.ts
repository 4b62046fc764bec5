import { MAX_LINE_QUANTITY, PRODUCT_TYPES, PUBLISH_STATES, type PublishState } from '@tessera/core';
import { z } from '../../../lib/zod.js';
import { amountText, formatAmount, parseAmount } from '../../../lib/format.js';

export { amountText };
import type { Product, ProductPatch, VariantSet } from '../api/product.js';
import { newKey, NO_SIZE, usableOptions, type OptionDraft, type VariantDraft } from './variant-matrix.js';

/** Product types and publish states are core's (platform spec §3). */
export { PRODUCT_TYPES, PUBLISH_STATES, type PublishState } from '@tessera/core';
/** Stock is a whole number the owner types, at most core's quantity limit (9,999). */
export const MAX_STOCK = MAX_LINE_QUANTITY;
/** The longest parcel side the server takes, in millimetres (100 m). */
export const MAX_PARCEL_MM = 100_000;
/** How many related products an owner may pick (the server's limit). */
export const MAX_RELATED_PRODUCTS = 12;
/** The heaviest shipping weight the server takes, in grams. */
export const MAX_WEIGHT_GRAMS = 10_000_000;
/** A subscription plan's billing periods (the server's units), with their labels. */
export const BILLING_UNITS = { WEEK: 'Weeks', MONTH: 'Months', YEAR: 'Years' } as const;
export type BillingUnit = keyof typeof BILLING_UNITS;
/** The server's bounds of a plan: a period of 1–365 units, 0–1,000 cycles (0: until cancelled). */
export const MAX_BILLING_EVERY = 365;
export const MAX_BILLING_CYCLES = 1000;

/** The product sold as a subscription: charged every `every` `unit`s, `cycles` times (0: no end). */
export interface SubscriptionDraft {
  enabled: boolean;
  every: number;
  unit: BillingUnit;
  cycles: number;
}

/** Gift cards name their amounts with this option. */
export const GIFT_CARD_OPTION = 'Amount';

export interface ProductForm {
  title: string;
  /** The page title search engines show; empty for the name. */
  seoTitle: string;
  urlId: string;
  /** Rich text as HTML (saved as `{ html }`, sanitized by the server). */
  body: string;
  /** The summary search engines and link previews show (the theme's meta description). */
  excerpt: string;
  tags: string[];
  categoryIds: string[];
  /** Products the page shows under 'You might also like', in this order. */
  relatedProductIds: string[];
  publishState: PublishState;
  customAddButtonText: string;
  images: string[];
  digitalFileId: string | null;
  scarcityEnabled: boolean;
  scarcityText: string;
  restockNotificationsEnabled: boolean;
  customSoldOutText: string;
  subscription: SubscriptionDraft;
  options: OptionDraft[];
  variants: VariantDraft[];
}

function bodyHtml(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && typeof (body as { html?: unknown }).html === 'string')
    return (body as { html: string }).html;
  return '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The editor's values for a saved product. */
export function formOf(product: Product): ProductForm {
  const currency = product.variants[0]?.currency ?? 'USD';
  const m = product.merchandising;
  const ordering = product.variantOptionOrdering;
  const options: OptionDraft[] = ordering.map((name) => ({
    key: newKey('option'),
    name,
    values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((v): v is string => !!v))],
  }));
  return {
    title: product.title,
    seoTitle: product.seoTitle,
    urlId: product.urlId,
    body: bodyHtml(product.body),
    excerpt: product.excerpt,
    tags: product.tags,
    categoryIds: product.categoryIds,
    relatedProductIds: product.relatedProductIds,
    publishState: (PUBLISH_STATES as readonly string[]).includes(product.publishState)
      ? (product.publishState as PublishState)
      : 'draft',
    customAddButtonText: product.customAddButtonText ?? '',
    images: product.images,
    digitalFileId: product.digitalFileId,
    scarcityEnabled: m['scarcityEnabled'] === true,
    scarcityText: text(m['scarcityText']),
    restockNotificationsEnabled: m['restockNotificationsEnabled'] === true,
    customSoldOutText: text(m['customSoldOutText']),
    subscription: product.subscriptionPlan
      ? {
          enabled: true,
          every: product.subscriptionPlan.billingPeriod.value,
          unit: product.subscriptionPlan.billingPeriod.unit,
          cycles: product.subscriptionPlan.numBillingCycles,
        }
      : { enabled: false, every: 1, unit: 'MONTH', cycles: 0 },
    options,
    variants: product.variants.map((v) => ({
      key: v.id,
      id: v.id,
      version: v.version,
      attributes: v.attributes,
      price: amountText(v.price, currency),
      salePrice: v.onSale || v.salePrice > 0 ? amountText(v.salePrice, currency) : '',
      onSale: v.onSale,
      sku: v.sku,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
      mainImageId: v.mainImageId,
      weightGrams: v.weightGrams ?? 0,
      dimensionsMm: v.dimensionsMm ?? NO_SIZE,
    })),
  };
}

/** The client-side rules, the server's own (schemas.ts) in the site's currency. */
export function productFormSchema(currency: string) {
  const amount = (optional: boolean) =>
    z.string().superRefine((value, ctx) => {
      if (optional && value.trim() === '') return;
      const parsed = parseAmount(value, currency);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    });
  const variant = z
    .object({
      price: amount(false),
      salePrice: amount(true),
      onSale: z.boolean(),
      sku: z.string().trim().max(64, 'At most 64 characters'),
      qtyInStock: z
        .number({ message: 'Stock is a whole number' })
        .int('Stock is a whole number')
        .min(0, 'Stock cannot be negative')
        .max(MAX_STOCK, `Stock is at most ${MAX_STOCK.toLocaleString('en-US')}`),
      unlimited: z.boolean(),
      weightGrams: z
        .number({ message: 'Weight is whole grams' })
        .int('Weight is whole grams')
        .min(0, 'Weight cannot be negative')
        .max(MAX_WEIGHT_GRAMS, 'At most 10,000 kg'),
      dimensionsMm: z.object({
        length: z
          .number({ message: 'Sizes are whole millimetres' })
          .int('Sizes are whole millimetres')
          .min(0, 'Sizes cannot be negative')
          .max(MAX_PARCEL_MM, 'At most 100 m'),
        width: z
          .number({ message: 'Sizes are whole millimetres' })
          .int('Sizes are whole millimetres')
          .min(0, 'Sizes cannot be negative')
          .max(MAX_PARCEL_MM, 'At most 100 m'),
        height: z
          .number({ message: 'Sizes are whole millimetres' })
          .int('Sizes are whole millimetres')
          .min(0, 'Sizes cannot be negative')
          .max(MAX_PARCEL_MM, 'At most 100 m'),
      }),
    })
    .passthrough()
    .superRefine((v, ctx) => {
      if (!v.onSale) return;
      const price = parseAmount(v.price, currency);
      const sale = parseAmount(v.salePrice, currency);
      if ('units' in price && (!('units' in sale) || sale.units >= price.units))
        ctx.addIssue({
          code: 'custom',
          path: ['salePrice'],
          message: 'The sale price must be below the price',
        });
    });
  return z
    .object({
      title: z.string().trim().min(1, 'Enter a name').max(200, 'At most 200 characters'),
      seoTitle: z.string().trim().max(200, 'At most 200 characters'),
      excerpt: z.string().max(5000, 'At most 5,000 characters'),
      customAddButtonText: z.string().trim().max(100, 'At most 100 characters'),
      scarcityText: z.string().trim().max(200, 'At most 200 characters'),
      customSoldOutText: z.string().trim().max(100, 'At most 100 characters'),
      // Checked only when the product is sold as a subscription: unticking drops the plan.
      subscription: z
        .object({ enabled: z.boolean(), every: z.number(), cycles: z.number() })
        .passthrough()
        .superRefine((plan, ctx) => {
          if (!plan.enabled) return;
          const bounded = (key: 'every' | 'cycles', min: number, max: number, below: string) => {
            const value = plan[key];
            const message = !Number.isInteger(value)
              ? 'Enter a whole number'
              : value < min
                ? below
                : value > max
                  ? `At most ${max.toLocaleString('en-US')}`
                  : undefined;
            if (message) ctx.addIssue({ code: 'custom', path: [key], message });
          };
          bounded('every', 1, MAX_BILLING_EVERY, 'At least 1');
          bounded('cycles', 0, MAX_BILLING_CYCLES, 'Cannot be negative');
        }),
      tags: z.array(z.string().trim().min(1).max(80)).max(50, 'At most 50 tags'),
      images: z.array(z.string()).max(50, 'At most 50 images'),
      options: z
        .array(z.object({ name: z.string().trim().max(50, 'At most 50 characters') }).passthrough())
        .max(6, 'At most 6 options'),
      variants: z.array(variant).min(1).max(250, 'At most 250 variants'),
    })
    .passthrough();
}

/** '$25.00': how a gift card's amount is named. */
export function amountLabel(minor: number, currency: string): string {
  return formatAmount({ value: String(minor), currency }, 'en-US');
}

function units(text: string, currency: string): number {
  const parsed = parseAmount(text, currency);
  return 'units' in parsed ? parsed.units : 0;
}

/** The product's own fields to save (everything but the variants). */
export function patchOf(form: ProductForm): Omit<ProductPatch, 'version'> {
  return {
    title: form.title.trim(),
    seoTitle: form.seoTitle.trim(),
    ...(form.urlId.trim() && { urlId: form.urlId.trim() }),
    body: { html: form.body },
    excerpt: form.excerpt.trim(),
    tags: form.tags,
    categoryIds: form.categoryIds,
    relatedProductIds: form.relatedProductIds,
    publishState: form.publishState,
    customAddButtonText: form.customAddButtonText.trim() || null,
    images: form.images,
    digitalFileId: form.digitalFileId,
    subscriptionPlan: form.subscription.enabled
      ? {
          billingPeriod: { value: form.subscription.every, unit: form.subscription.unit },
          numBillingCycles: form.subscription.cycles,
        }
      : null,
    merchandising: {
      scarcityEnabled: form.scarcityEnabled,
      scarcityText: form.scarcityText.trim() || null,
      restockNotificationsEnabled: form.restockNotificationsEnabled,
      customSoldOutText: form.customSoldOutText.trim() || null,
    },
  };
}

/**
 * The options and variants to save (money in minor units, SKUs left to the server when blank).
 * A gift card's variants are its denominations, named by their amount.
 */
export function variantSetOf(
  form: ProductForm,
  currency: string,
  productType: number,
): Omit<VariantSet, 'version'> {
  const giftCard = productType === PRODUCT_TYPES.GIFT_CARD;
  return {
    variantOptionOrdering: giftCard ? [GIFT_CARD_OPTION] : usableOptions(form.options).map((o) => o.name),
    variants: form.variants.map((v) => ({
      ...(v.id && { id: v.id }),
      ...(v.version !== undefined && { version: v.version }),
      attributes: giftCard
        ? { [GIFT_CARD_OPTION]: amountLabel(units(v.price, currency), currency) }
        : v.attributes,
      price: units(v.price, currency),
      salePrice: v.salePrice.trim() ? units(v.salePrice, currency) : 0,
      onSale: v.onSale,
      ...(v.sku.trim() && { sku: v.sku.trim() }),
      unlimited: v.unlimited,
      qtyInStock: v.unlimited ? 0 : v.qtyInStock,
      mainImageId: v.mainImageId,
      ...(productType === PRODUCT_TYPES.PHYSICAL && {
        weightGrams: v.weightGrams,
        dimensionsMm: v.dimensionsMm,
      }),
    })),
  };
}

/**
 * Where a server message about the saved variant set belongs in the form: the set is sent in the
 * form's order, so `variants.2.sku` is the form's `variants.2.sku`; option errors go to options.
 */
export function formPathOfVariantError(path: string): string {
  return path === 'variantOptionOrdering' ? 'options' : path;
}
