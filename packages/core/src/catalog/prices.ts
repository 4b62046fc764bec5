import { compareMoney, moneyEquals } from '../money/arithmetic.js';
import { moneyFromJson } from '../money/json.js';
import type { Money } from '../money/money.js';
import { PRODUCT_TYPES } from './product-type.js';
import type { ProductContent, ProductVariant } from './product.js';

/**
 * Turns a product's money JSON into money. The default reads the spec's `{ value, currency }`
 * with `value` in minor units; a caller holding another representation passes its own reader.
 */
export type MoneyReader = (json: unknown) => Money | undefined;

export const readMinorUnitsMoney: MoneyReader = (json) => {
  const result = moneyFromJson(json);
  return result.ok ? result.value : undefined;
};

function lowest(values: readonly (Money | undefined)[]): Money | undefined {
  return values.reduce<Money | undefined>(
    (low, next) => (next && (!low || compareMoney(next, low) < 0) ? next : low),
    undefined,
  );
}

function highest(values: readonly (Money | undefined)[]): Money | undefined {
  return values.reduce<Money | undefined>(
    (high, next) => (next && (!high || compareMoney(next, high) > 0) ? next : high),
    undefined,
  );
}

/** What a variant costs now: its sale price when on sale, else its price. */
export function variantPrice(
  variant: ProductVariant,
  read: MoneyReader = readMinorUnitsMoney,
): Money | undefined {
  const sale = variant.onSale ? read(variant.salePriceMoney) : undefined;
  return sale ?? read(variant.priceMoney);
}

function usesVariantPrices(product: ProductContent): boolean {
  return product.productType !== PRODUCT_TYPES.DIGITAL;
}

/**
 * The "from" price: the lowest current price among the variants; for a digital product its
 * own current price. `undefined` when the product has no readable price.
 *
 * @example
 * fromPrice(product); // { amount: 1500, currency: 'USD' }
 */
export function fromPrice(
  product: ProductContent,
  read: MoneyReader = readMinorUnitsMoney,
): Money | undefined {
  if (!usesVariantPrices(product)) {
    const sale = product.onSale ? read(product.salePriceMoney) : undefined;
    return sale ?? read(product.priceMoney);
  }
  return lowest((product.variants ?? []).map((v) => variantPrice(v, read)));
}

/** The normal (not sale) price: the highest variant price; for a digital product its price. */
export function normalPrice(
  product: ProductContent,
  read: MoneyReader = readMinorUnitsMoney,
): Money | undefined {
  if (!usesVariantPrices(product)) return read(product.priceMoney);
  return highest((product.variants ?? []).map((v) => read(v.priceMoney)));
}

/** The sale price: the lowest sale price of variants on sale; gift cards have none. */
export function salePrice(
  product: ProductContent,
  read: MoneyReader = readMinorUnitsMoney,
): Money | undefined {
  if (product.productType === PRODUCT_TYPES.GIFT_CARD) return undefined;
  if (!usesVariantPrices(product)) return product.onSale ? read(product.salePriceMoney) : undefined;
  return lowest((product.variants ?? []).filter((v) => v.onSale).map((v) => read(v.salePriceMoney)));
}

function samePrice(a: Money | undefined, b: Money | undefined): boolean {
  return a === undefined || b === undefined ? a === b : moneyEquals(a, b);
}

/**
 * Whether the variants differ in price, so the page shows "from {price}": some variant
 * differs from the first in its sale flag, its price, or (when on sale) its sale price.
 */
export function hasVariedPrices(product: ProductContent, read: MoneyReader = readMinorUnitsMoney): boolean {
  if (!usesVariantPrices(product)) return false;
  const [first, ...rest] = product.variants ?? [];
  if (!first) return false;
  return rest.some(
    (v) =>
      Boolean(v.onSale) !== Boolean(first.onSale) ||
      !samePrice(read(v.priceMoney), read(first.priceMoney)) ||
      (first.onSale === true && !samePrice(read(v.salePriceMoney), read(first.salePriceMoney))),
  );
}
