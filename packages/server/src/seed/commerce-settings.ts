import type { DonationFields } from '@tessera/contract';
import {
  insertCoupon,
  insertShippingRate,
  insertTaxRule,
  putCommercePreferences,
  saveDonationSettings,
  type CouponInput,
  type Executor,
  type ShippingRateInput,
  type TaxRuleInput,
} from '@tessera/db';
import type { SeedScope } from './seed-scope.js';

/**
 * Instalment messaging on (commerce preferences 'instalments', read by cart/page-context.ts): a US
 * shop's Afterpay range, so physical products from $35.01 to $2,000 show '4 interest-free
 * payments of …' and cheaper ones 'available for orders over $35.00'.
 */
export const DEMO_INSTALMENTS = {
  afterPayAvailable: true,
  afterPayMinCents: 3500,
  afterPayMaxCents: 200_000,
};

/** Where the demo ships outside the US for its international rate (Shipping & Returns lists them). */
export const INTERNATIONAL_COUNTRIES = [
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'DK',
  'SE',
  'NO',
  'FI',
  'AT',
  'CH',
  'IT',
  'ES',
  'PT',
  'AU',
  'NZ',
  'JP',
];

const rate = (key: string, fields: Omit<ShippingRateInput, 'perKgCents' | 'enabled' | 'id'>) => ({
  key,
  input: { ...fields, perKgCents: 0, enabled: true },
});

/**
 * The rates the header and the Shipping & Returns page promise: free within the US from $150
 * (the checkout offers the cheapest rate, so the free one wins once it applies), a flat $9
 * otherwise in the US, $18 to Canada and $28 to the countries above. Anywhere else the checkout
 * says 'Shipping is not available to this address.', as the page tells visitors beforehand.
 */
export const DEMO_SHIPPING_RATES = [
  rate('us-free', {
    name: 'Free US shipping',
    kind: 'free',
    countries: ['US'],
    amountCents: 0,
    freeAboveCents: 15_000,
    position: 0,
  }),
  rate('us-flat', {
    name: 'US flat rate',
    kind: 'flat',
    countries: ['US'],
    amountCents: 900,
    freeAboveCents: 0,
    position: 1,
  }),
  rate('canada', {
    name: 'Canada',
    kind: 'flat',
    countries: ['CA'],
    amountCents: 1800,
    freeAboveCents: 0,
    position: 2,
  }),
  rate('international', {
    name: 'International',
    kind: 'flat',
    countries: INTERNATIONAL_COUNTRIES,
    amountCents: 2800,
    freeAboveCents: 0,
    position: 3,
  }),
];

/**
 * Sales tax for the shop's own state. Oregon levies no sales tax (nor does Portland), so the
 * rule's rate is 0 — the setting a real Oregon shop has, written down so the owner sees it in the
 * tax settings and can change it. A small shop owes no other state's tax below that state's
 * economic-nexus threshold, so no other rule is seeded.
 */
export const DEMO_TAX_RULE: TaxRuleInput = {
  name: 'Oregon (no sales tax)',
  country: 'US',
  region: 'OR',
  rate: '0',
  included: false,
  appliesToShipping: false,
};

/** The welcome code the home page's newsletter block offers: 10% off, once per customer. */
export const DEMO_COUPON: CouponInput = {
  code: 'WELCOME10',
  kind: 'percentage',
  percent: '10',
  amountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: 1,
  scope: 'all',
  productIds: [],
  categoryIds: [],
  enabled: true,
};

/**
 * Donations on, so `/donate` (page type 203) works on a fresh start: an appeal for the studio's
 * free natural-dye days, three presets, a custom amount from $5 to $1,000, once or monthly.
 */
export const DEMO_DONATIONS: DonationFields = {
  enabled: true,
  title: 'Support our natural-dye school',
  description:
    'Our community dye days are free: anyone can come and learn to dye with madder, weld and indigo ' +
    'grown in the studio garden. Your gift pays for plants, mordants and pots, and keeps every place free.',
  buttonLabel: 'Donate',
  presetAmounts: [1500, 3000, 6000],
  allowCustomAmount: true,
  minimumAmount: 500,
  maximumAmount: 100_000,
  frequencies: ['one-off', 'monthly'],
};

/**
 * Everything the demo's pages promise about buying: shipping rates, tax, the coupon, instalments,
 * and the donation appeal.
 */
export async function seedCommerceSettings(db: Executor, scope: SeedScope): Promise<void> {
  for (const { key, input } of DEMO_SHIPPING_RATES)
    await insertShippingRate(db, scope.websiteId, { ...input, id: scope.id(`shipping-rate:${key}`) });
  await insertTaxRule(db, scope.websiteId, { ...DEMO_TAX_RULE, id: scope.id('tax-rule:oregon') });
  await insertCoupon(db, scope.websiteId, { ...DEMO_COUPON, id: scope.id('coupon:welcome10') });
  await putCommercePreferences(db, scope.websiteId, 'instalments', DEMO_INSTALMENTS);
  await saveDonationSettings(db, scope.websiteId, { ...DEMO_DONATIONS });
}
