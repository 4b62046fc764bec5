import { compareMoney } from '../money/arithmetic.js';
import { moneyFromJson } from '../money/json.js';
import type { Money } from '../money/money.js';
import { PRODUCT_TYPES } from './product-type.js';
import { jsonEquals } from './json-equals.js';
import { isSaleFlag } from './on-sale.js';

/**
 * How the price rules read and order money. The default reads the spec's `{ value, currency }`
 * (minor units) into {@link Money}; the template engine passes its own exact-decimal money, so
 * both apply the same rules to the same product JSON.
 */
export interface MoneyRules<M> {
  /** The money in a JSON field, or undefined when it cannot be read (then it is skipped). */
  readonly read: (json: unknown) => M | undefined;
  /** Negative when `a` is less than `b`, positive when greater. */
  readonly compare: (a: M, b: M) => number;
}

export const MINOR_UNITS_MONEY: MoneyRules<Money> = {
  read: (json) => {
    const result = moneyFromJson(json);
    return result.ok ? result.value : undefined;
  },
  compare: compareMoney,
};

/** The price fields of a variant the rules read (platform spec §3 Variant). */
export interface PricedVariant {
  readonly priceMoney?: unknown;
  readonly salePriceMoney?: unknown;
  /** As the JSON has it: {@link isSaleFlag} reads it, `varied-prices?` compares it as it is. */
  readonly onSale?: unknown;
  /** Legacy integer cents, still what `varied-prices?` compares (reference §11.2 form 3). */
  readonly price?: unknown;
  readonly salePrice?: unknown;
}

/** The price fields of a product; digital products carry theirs on the product itself. */
export interface PriceFacts {
  readonly productType: number;
  readonly priceMoney?: unknown;
  readonly salePriceMoney?: unknown;
  readonly variants?: readonly PricedVariant[];
}

function pick<M>(values: readonly (M | undefined)[], rules: MoneyRules<M>, sign: 1 | -1): M | undefined {
  let best: M | undefined;
  for (const next of values) {
    if (next !== undefined && (best === undefined || sign * rules.compare(next, best) > 0)) best = next;
  }
  return best;
}

/** Physical, service and gift card: the types whose prices live on variants (reference §8.3). */
function hasVariantPrices(productType: number): boolean {
  return (
    productType === PRODUCT_TYPES.PHYSICAL ||
    productType === PRODUCT_TYPES.SERVICE ||
    productType === PRODUCT_TYPES.GIFT_CARD
  );
}

/**
 * The price field a variant or pricing option charges now, as the JSON has it: `salePriceMoney`
 * when on sale, else `priceMoney` (the template's `subscription-price` reads pricing options so).
 */
export function currentPriceField(option: PricedVariant): unknown {
  return isSaleFlag(option.onSale) ? option.salePriceMoney : option.priceMoney;
}

/** What a variant costs now: its sale price when on sale, else its price. */
export function variantPrice(variant: PricedVariant): Money | undefined;
export function variantPrice<M>(variant: PricedVariant, rules: MoneyRules<M>): M | undefined;
export function variantPrice(
  variant: PricedVariant,
  rules: MoneyRules<unknown> = MINOR_UNITS_MONEY as MoneyRules<unknown>,
): unknown {
  return rules.read(currentPriceField(variant));
}

/**
 * The "from" price (reference §8.3 lowest price): "physical/service/gift card — among the
 * variants, the smallest of (`salePriceMoney` if `onSale` else `priceMoney`); digital —
 * `structuredContent.priceMoney`" — its sale price plays no part. Paywalls and unknown types
 * have none: undefined (the template shows the zero money).
 *
 * @example
 * fromPrice(product); // { amount: 1500, currency: 'USD' }
 */
export function fromPrice(product: PriceFacts): Money | undefined;
export function fromPrice<M>(product: PriceFacts, rules: MoneyRules<M>): M | undefined;
export function fromPrice(
  product: PriceFacts,
  rules: MoneyRules<unknown> = MINOR_UNITS_MONEY as MoneyRules<unknown>,
): unknown {
  if (product.productType === PRODUCT_TYPES.DIGITAL) return rules.read(product.priceMoney);
  if (!hasVariantPrices(product.productType)) return undefined;
  return pick(
    (product.variants ?? []).map((v) => variantPrice(v, rules)),
    rules,
    -1,
  );
}

/**
 * The normal price (reference §8.3 highest price): "the largest variant `priceMoney`; digital —
 * `structuredContent.priceMoney`; otherwise zero" (undefined here).
 */
export function normalPrice(product: PriceFacts): Money | undefined;
export function normalPrice<M>(product: PriceFacts, rules: MoneyRules<M>): M | undefined;
export function normalPrice(
  product: PriceFacts,
  rules: MoneyRules<unknown> = MINOR_UNITS_MONEY as MoneyRules<unknown>,
): unknown {
  if (product.productType === PRODUCT_TYPES.DIGITAL) return rules.read(product.priceMoney);
  if (!hasVariantPrices(product.productType)) return undefined;
  return pick(
    (product.variants ?? []).map((v) => rules.read(v.priceMoney)),
    rules,
    1,
  );
}

/**
 * The sale price (reference §8.3): "physical/service — the smallest `salePriceMoney` among
 * variants that are `onSale` (zero if none); digital — `structuredContent.salePriceMoney`" (read
 * whatever its sale flag; callers ask `isOnSale` first); "gift card/other — zero" (undefined).
 */
export function salePrice(product: PriceFacts): Money | undefined;
export function salePrice<M>(product: PriceFacts, rules: MoneyRules<M>): M | undefined;
export function salePrice(
  product: PriceFacts,
  rules: MoneyRules<unknown> = MINOR_UNITS_MONEY as MoneyRules<unknown>,
): unknown {
  const type = product.productType;
  if (type === PRODUCT_TYPES.DIGITAL) return rules.read(product.salePriceMoney);
  if (type !== PRODUCT_TYPES.PHYSICAL && type !== PRODUCT_TYPES.SERVICE) return undefined;
  const onSale = (product.variants ?? []).filter((v) => isSaleFlag(v.onSale));
  return pick(
    onSale.map((v) => rules.read(v.salePriceMoney)),
    rules,
    -1,
  );
}

/**
 * Varied prices, so the page shows "from {price}" (reference §10.3 `varied-prices?`):
 * "physical/service/gift card with at least one variant, and some variant differs from the first
 * in `onSale`, or (when the first is on sale) in legacy `salePrice`, or in legacy `price` (deep
 * equality of those fields)". The money objects play no part.
 */
export function hasVariedPrices(product: PriceFacts): boolean {
  if (!hasVariantPrices(product.productType)) return false;
  const [first, ...rest] = product.variants ?? [];
  if (!first) return false;
  return rest.some(
    (v) =>
      !jsonEquals(v.onSale, first.onSale) ||
      (isSaleFlag(first.onSale) && !jsonEquals(v.salePrice, first.salePrice)) ||
      !jsonEquals(v.price, first.price),
  );
}
