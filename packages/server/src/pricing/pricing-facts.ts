import {
  findCouponsByKeys,
  couponCodeKey,
  couponUsesBy,
  listCategoriesOfProducts,
  listShippingRates,
  listTaxRulesFor,
  listVariantDimensions,
  listVariantWeights,
  type Coupon,
  type Executor,
  type ShippingRate,
  type TaxRule,
  type VariantDimensions,
} from '@tessera/db';
import { PRODUCT_TYPES } from '@tessera/core';
import type { Parcel, ShippingLocation } from '../shipping/index.js';
import { sha256 } from '../digest.js';
import { regionSpellings } from '../places/index.js';

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
  /** The lines' weight and parcel volume (0 when no rate charges by them). */
  parcel: Parcel;
  categories: Map<string, string[]>;
  usesByCustomer: Map<string, number>;
}

/** What identifies a customer for per-customer coupon limits: a hash of the lower-cased email. */
export function customerKeyOf(email: string): string {
  return sha256(email.trim().toLowerCase());
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

const ships = (line: PricingLine) => line.productType === PRODUCT_TYPES.PHYSICAL;

/**
 * Loads the rules that can apply to this cart, and only those: shipping rates when a line
 * ships, tax rules when a location is known, coupons when codes were entered; then weights only
 * when a rate charges by weight, parcel sizes only when such a rate has a dimensional divisor,
 * categories only when a coupon is scoped to categories, and
 * per-customer uses only for coupons with that limit. A cart of flat-rate physical goods costs
 * one query, plus one for tax once the shopper gave an address.
 */
export async function loadPricingFacts(
  db: Executor,
  websiteId: string,
  input: FactsInput,
): Promise<PricingFacts> {
  const [rates, taxRules, coupons] = await Promise.all([
    input.lines.some(ships) ? listShippingRates(db, websiteId, { enabledOnly: true }) : [],
    input.location
      ? listTaxRulesFor(
          db,
          websiteId,
          input.location.country,
          regionSpellings(input.location.country, input.location.region),
        )
      : [],
    findCouponsByKeys(db, websiteId, [...new Set(input.codes.map(couponCodeKey))]),
  ]);
  const byWeight = rates.some((rate) => rate.kind === 'weight');
  const bySize = rates.some((rate) => rate.kind === 'weight' && rate.dimensional_divisor > 0);
  const byCategory = coupons.some((coupon) => coupon.scope === 'categories');
  const variantIds = input.lines.map((l) => l.variantId);
  const [weights, sizes, categories, usesByCustomer] = await Promise.all([
    byWeight ? listVariantWeights(db, websiteId, variantIds) : new Map<string, number>(),
    bySize ? listVariantDimensions(db, websiteId, variantIds) : new Map<string, VariantDimensions>(),
    byCategory
      ? listCategoriesOfProducts(db, websiteId, [...new Set(input.lines.map((l) => l.itemId))])
      : new Map<string, string[]>(),
    usesOf(db, websiteId, coupons, input.email),
  ]);
  const parcel: Parcel = { weightGrams: 0, volumeMm3: 0 };
  for (const line of input.lines) {
    parcel.weightGrams += (weights.get(line.variantId) ?? 0) * line.quantity;
    const size = sizes.get(line.variantId);
    if (size) parcel.volumeMm3 += size.length * size.width * size.height * line.quantity;
  }
  return { rates, taxRules, coupons, parcel, categories, usesByCustomer };
}
