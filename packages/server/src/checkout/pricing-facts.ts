import {
  findCouponsByKeys,
  couponCodeKey,
  couponUsesBy,
  listCategoriesOfProducts,
  listShippingRates,
  listTaxRulesFor,
  listVariantWeights,
  type Coupon,
  type Executor,
  type ShippingRate,
  type TaxRule,
} from '@tessera/db';
import { createHash } from 'node:crypto';
import type { ShippingLocation } from '../shipping/shipping-options.js';

/** A cart line as pricing sees it. */
export interface PricingLine {
  itemId: string;
  variantId: string;
  productType: number;
  quantity: number;
  unitPriceCents: number;
}

/** Everything the pricing strategies read from the database for one cart, loaded up front. */
export interface PricingFacts {
  rates: ShippingRate[];
  taxRules: TaxRule[];
  coupons: Coupon[];
  weightGrams: number;
  categories: Map<string, string[]>;
  usesByCustomer: Map<string, number>;
}

/** What identifies a customer for per-customer coupon limits: a hash of the lower-cased email. */
export function customerKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface FactsInput {
  lines: readonly PricingLine[];
  codes: readonly string[];
  location: ShippingLocation | null;
  email: string | null;
}

async function usesOf(db: Executor, websiteId: string, coupons: readonly Coupon[], email: string | null) {
  const uses = new Map<string, number>();
  if (!email) return uses;
  const key = customerKeyOf(email);
  for (const coupon of coupons) {
    if (coupon.per_customer_limit !== null)
      uses.set(coupon.id, await couponUsesBy(db, websiteId, coupon.id, key));
  }
  return uses;
}

/** Loads the rules that can apply to this cart: a handful of indexed queries. */
export async function loadPricingFacts(
  db: Executor,
  websiteId: string,
  input: FactsInput,
): Promise<PricingFacts> {
  const variantIds = input.lines.map((l) => l.variantId);
  const [rates, taxRules, coupons, weights, categories] = await Promise.all([
    listShippingRates(db, websiteId, { enabledOnly: true }),
    input.location ? listTaxRulesFor(db, websiteId, input.location.country, input.location.region) : [],
    findCouponsByKeys(db, websiteId, [...new Set(input.codes.map(couponCodeKey))]),
    listVariantWeights(db, websiteId, variantIds),
    listCategoriesOfProducts(db, websiteId, [...new Set(input.lines.map((l) => l.itemId))]),
  ]);
  const weightGrams = input.lines.reduce(
    (total, l) => total + (weights.get(l.variantId) ?? 0) * l.quantity,
    0,
  );
  const usesByCustomer = await usesOf(db, websiteId, coupons, input.email);
  return { rates, taxRules, coupons, weightGrams, categories, usesByCustomer };
}
