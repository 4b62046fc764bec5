import type { MoneyJson } from '../money/json.js';
import type { SubscriptionPlan } from '../subscription/subscription-plan.js';
import type { ProductType } from './product-type.js';

/** One chosen option of a variant, in display order. */
export interface VariantOptionValue {
  readonly optionName?: string;
  readonly value: string;
}

/** A purchasable variant of a product (platform spec §3, structuredContent.variants[]). */
export interface ProductVariant {
  readonly id?: string;
  readonly sku: string;
  /** Option name → value, e.g. `{ Size: 'M', Color: 'Red' }`. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceMoney: MoneyJson;
  readonly salePriceMoney?: MoneyJson | null;
  readonly onSale?: boolean;
  /** Legacy integer cents of `priceMoney`/`salePriceMoney`, compared by `hasVariedPrices`. */
  readonly price?: number;
  readonly salePrice?: number;
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
  readonly optionValues?: readonly VariantOptionValue[];
}

/**
 * An option's name and values as a page in another language shows them, keyed by the default
 * language's texts (which the variants' `attributes` keep, so the chosen variant stays the same).
 */
export interface VariantOptionLabel {
  readonly name: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * The product fields the server, the templates and the islands share (platform spec §3,
 * structuredContent). Digital products carry their price and sale flag on the product itself.
 */
export interface ProductContent {
  readonly productType: ProductType;
  readonly variants?: readonly ProductVariant[];
  readonly priceMoney?: MoneyJson | null;
  readonly salePriceMoney?: MoneyJson | null;
  readonly onSale?: boolean;
  readonly isSubscribable?: boolean;
  readonly subscriptionPlan?: SubscriptionPlan | null;
  /** Option names in display order. */
  readonly variantOptionOrdering?: readonly string[];
  /** Translated option names and values by option name; absent in the default language. */
  readonly variantOptionLabels?: Readonly<Record<string, VariantOptionLabel>>;
  readonly additionalFieldsFormId?: string | null;
  readonly useCustomAddButtonText?: boolean;
  readonly customAddButtonText?: string | null;
}

/** Store settings that change product rules (websiteSettings.storeSettings). */
export interface StoreSettings {
  /** Whether services may be bought in quantities above one; absent means allowed. */
  readonly multipleQuantityAllowedForServices?: boolean;
}

/** An inventory answer for one variant (storefront spec §3, Stock result). */
export interface StockResult {
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}
