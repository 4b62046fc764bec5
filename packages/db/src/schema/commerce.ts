import type { Selectable } from 'kysely';
import type { FlagWithDefault, JsonWithDefault, WithDefault } from './columns.js';

/** How a shipping rate prices an order (migration 0200). */
export const SHIPPING_RATE_KINDS = ['flat', 'weight', 'free'] as const;
export type ShippingRateKind = (typeof SHIPPING_RATE_KINDS)[number];

export interface ShippingRatesTable {
  id: string;
  website_id: string;
  name: string;
  /**
   * 'flat': `amount_cents` per order; 'weight': `amount_cents` plus `per_kg_cents` for every
   * started kilogram of the order's weight; 'free': nothing, once the discounted subtotal reaches
   * `free_above_cents`.
   */
  kind: ShippingRateKind;
  /** ISO 3166-1 alpha-2 codes the rate ships to; with `regions` empty too, every country. */
  countries: JsonWithDefault<string[]>;
  /**
   * Regions (state, province…) the rate ships to besides whole `countries` (migration 1195): the
   * region as the checkout's address holds it, compared without case.
   */
  regions: JsonWithDefault<ShippingRegion[]>;
  amount_cents: WithDefault<number>;
  per_kg_cents: WithDefault<number>;
  free_above_cents: WithDefault<number>;
  /**
   * 'weight': cubic centimetres per kilogram; the rate charges for the larger of the actual weight
   * and volume ÷ divisor (migration 1196). 0: the actual weight only.
   */
  dimensional_divisor: WithDefault<number>;
  position: WithDefault<number>;
  enabled: FlagWithDefault;
  /** Raised by every owner change; a save made from an older version is refused. */
  version: WithDefault<number>;
  created_at: number;
  updated_at: number;
}

/** One region a shipping rate ships to: a country's state, province or other region. */
export interface ShippingRegion {
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
}

export interface TaxRulesTable {
  id: string;
  website_id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Region (state, province) code; '' means the whole country. */
  region: WithDefault<string>;
  /** Percentage as exact decimal text, e.g. '8.875' (never a float). */
  rate: string;
  /** Prices already include this tax (VAT style); otherwise it is added on top. */
  included: FlagWithDefault;
  /** The tax also applies to the shipping cost. */
  applies_to_shipping: FlagWithDefault;
  /** Raised by every owner change; a save made from an older version is refused. */
  version: WithDefault<number>;
  created_at: number;
  updated_at: number;
}

export const COUPON_KINDS = ['percentage', 'fixed', 'free-shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_SCOPES = ['all', 'products', 'categories'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

export interface CouponsTable {
  id: string;
  website_id: string;
  /** The code as the owner wrote it. */
  code: string;
  /** Upper-cased, trimmed code: what shoppers' entries are matched against (unique per website). */
  code_key: string;
  kind: CouponKind;
  /** 'percentage': exact decimal text, e.g. '15' or '12.5'. */
  percent: string | null;
  /** 'fixed': minor units of the store currency. */
  amount_cents: number | null;
  min_subtotal_cents: WithDefault<number>;
  /** Epoch ms; null means no bound. */
  starts_at: number | null;
  ends_at: number | null;
  /** Total redemptions allowed; null means unlimited. */
  usage_limit: number | null;
  /** Redemptions allowed per customer (by email); null means unlimited. */
  per_customer_limit: number | null;
  /** Redemptions so far; never above `usage_limit` (CHECK). */
  times_used: WithDefault<number>;
  scope: WithDefault<CouponScope>;
  product_ids: JsonWithDefault<string[]>;
  category_ids: JsonWithDefault<string[]>;
  enabled: FlagWithDefault;
  /** Raised by every owner change (not by redemptions); a save made from an older version is refused. */
  version: WithDefault<number>;
  created_at: number;
  updated_at: number;
}

/** Redemptions of a coupon per customer, counted atomically against `per_customer_limit`. */
export interface CouponCustomerUsesTable {
  website_id: string;
  coupon_id: string;
  /** SHA-256 of the lower-cased email. */
  customer_key: string;
  uses: number;
}

/** Shipping weight of a variant in grams (for weight-based rates); absent means 0. */
export interface VariantWeightsTable {
  website_id: string;
  variant_id: string;
  weight_grams: number;
  /** The parcel's size in whole millimetres; 0 when not given (migration 1041). */
  length_mm: WithDefault<number>;
  width_mm: WithDefault<number>;
  height_mm: WithDefault<number>;
}

export type ShippingRateRow = Selectable<ShippingRatesTable>;
export type TaxRuleRow = Selectable<TaxRulesTable>;
export type CouponRow = Selectable<CouponsTable>;
