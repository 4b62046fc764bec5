import { HOLD_HOURS_RANGE } from '@tessera/core';
import { z } from 'zod';

/**
 * Store settings as the studio's Store settings screens edit them: the server validates shipping
 * rates, tax rules and the checkout settings with these schemas and the studio's forms resolve
 * with the same ones, so a message shows at its field before the request is sent.
 */

export const SHIPPING_RATE_KIND_VALUES = ['flat', 'weight', 'free'] as const;

/** Amounts in minor units: whole, not negative, and far below the 15-digit money limit. */
export const cents = z.number().int().min(0).max(1_000_000_000_000);
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code');

/** A tax rate: a percentage from 0 to 100 with at most four decimals, as exact text. */
export const TAX_RATE_PATTERN = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;

/**
 * A region a shipping rate ships to: a country's state, province or other region, as the
 * checkout's 'State / region' field holds it (compared without case).
 */
export const shippingRegion = z.object({
  country: countryCode,
  region: z.string().trim().min(1, 'Enter a region').max(100),
});

/** Carriers' dimensional divisors are a few thousand cm³ per kg; 0 means the actual weight only. */
export const DIMENSIONAL_DIVISOR_MAX = 100_000;

export const shippingRateFields = {
  name: z.string().trim().min(1).max(100),
  kind: z.enum(SHIPPING_RATE_KIND_VALUES),
  countries: z.array(countryCode).max(250),
  regions: z.array(shippingRegion).max(500),
  amountCents: cents,
  perKgCents: cents,
  freeAboveCents: cents,
  /** 'weight' rates: cm³ per kg (e.g. 5000); the larger of actual and dimensional weight is charged. */
  dimensionalDivisor: z
    .number()
    .int('Use a whole number of cm³ per kg')
    .min(0)
    .max(DIMENSIONAL_DIVISOR_MAX, `Use at most ${DIMENSIONAL_DIVISOR_MAX.toLocaleString('en-US')}`),
  position: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
};

/** A whole shipping rate as the studio's form sends it. */
export const shippingRateInput = z.object(shippingRateFields);

export const taxRuleFields = {
  name: z.string().trim().min(1).max(100),
  country: countryCode,
  /** '' for the whole country. */
  region: z.string().trim().max(100),
  rate: z.string().regex(TAX_RATE_PATTERN, 'Use a percentage from 0 to 100 with up to 4 decimals'),
  included: z.boolean(),
  appliesToShipping: z.boolean(),
};

/** A whole tax rule as the studio's form sends it. */
export const taxRuleInput = z.object(taxRuleFields);

export const checkoutSettingsInput = z.object({
  /** The cart rule's minimum order subtotal in minor units; null for none. */
  minimumSubtotalCents: cents.nullable(),
});

/** Commerce preferences namespace 'instalments': the instalment pill's offer and its price range. */
export const instalmentPreferences = z
  .object({
    afterPayAvailable: z.boolean(),
    afterPayMinCents: cents,
    afterPayMaxCents: cents.min(1, 'Must be more than 0'),
  })
  .refine((range) => range.afterPayMaxCents >= range.afterPayMinCents, {
    path: ['afterPayMaxCents'],
    message: 'Must not be below the minimum',
  });

/** Commerce preferences namespace 'waitlist': the hours a notified sign-up holds a unit. */
export const waitlistPreferences = z.object({
  holdHours: z
    .number()
    .int('Use whole hours')
    .min(HOLD_HOURS_RANGE.min, `Must be at least ${HOLD_HOURS_RANGE.min}`)
    .max(HOLD_HOURS_RANGE.max, `Must be at most ${HOLD_HOURS_RANGE.max}`),
});

/** The version of a rate or rule a change was made from (shipping rates and tax rules). */
export const settingVersion = z.number().int().min(1);
