import {
  fromPrice,
  normalPrice,
  salePrice as coreSalePrice,
  hasVariedPrices as coreHasVariedPrices,
  type MoneyRules,
  type PriceFacts,
  type PricedVariant,
  currentPriceField,
} from '@tessera/core';
import { MISSING } from '../plugins.js';
import type { Value } from '../plugins.js';
import { readCommerceMoney } from '../i18n/index.js';
import type { MoneyAmount } from '../i18n/index.js';
import { isObject } from '../values.js';
import { contentOf, jsonField, orMissing, productTypeIn, ProductType, variantsIn } from './product.js';

/** Spec (platform §9): "Default price 0 USD". */
export function zeroMoney(): MoneyAmount {
  return readCommerceMoney(MISSING);
}

/**
 * Core's price rules on the template's money: exact decimals, and an unreadable money object
 * reads as the zero money (reference §11.2), so it still takes part in the comparison.
 */
const TEMPLATE_MONEY: MoneyRules<MoneyAmount> = {
  read: (json) => readCommerceMoney(json === undefined ? MISSING : (json as Value)),
  compare: (a, b) => a.amount.compare(b.amount),
};

function pricedVariant(variant: Value): PricedVariant {
  if (!isObject(variant)) return {};
  return {
    priceMoney: jsonField(variant.priceMoney),
    salePriceMoney: jsonField(variant.salePriceMoney),
    // As the JSON has it: core decides whether it is set, and compares it as it is.
    onSale: jsonField(variant.onSale),
    price: jsonField(variant.price),
    salePrice: jsonField(variant.salePrice),
  };
}

// Items are immutable render data and these rules run for every product shown: read each once.
const factsByContent = new WeakMap<object, PriceFacts>();
const NOT_A_PRODUCT: PriceFacts = { productType: ProductType.UNDEFINED };

/** An item's price fields as core's rules read them; anything but a product has none. */
export function priceFacts(item: Value): PriceFacts {
  const content = contentOf(item);
  if (!isObject(content)) return NOT_A_PRODUCT;
  const known = factsByContent.get(content);
  if (known) return known;
  const facts: PriceFacts = {
    productType: productTypeIn(content) ?? ProductType.UNDEFINED,
    priceMoney: jsonField(content.priceMoney),
    salePriceMoney: jsonField(content.salePriceMoney),
    variants: variantsIn(content).map(pricedVariant),
  };
  factsByContent.set(content, facts);
  return facts;
}

/** The price a shopper pays for a pricing option now, by core's `currentPriceField`. */
export function currentPrice(option: Value): Value {
  return isObject(option)
    ? orMissing(currentPriceField(pricedVariant(option)) as Value | undefined)
    : MISSING;
}

/** Lowest ("from") price (reference §8.3) by core's `fromPrice`; none → the zero money. */
export function lowestPrice(item: Value): MoneyAmount {
  return fromPrice(priceFacts(item), TEMPLATE_MONEY) ?? zeroMoney();
}

/** Highest ("normal") price (reference §8.3) by core's `normalPrice`; none → the zero money. */
export function highestPrice(item: Value): MoneyAmount {
  return normalPrice(priceFacts(item), TEMPLATE_MONEY) ?? zeroMoney();
}

/** Sale price (reference §8.3) by core's `salePrice`; none → the zero money. */
export function salePrice(item: Value): MoneyAmount {
  return coreSalePrice(priceFacts(item), TEMPLATE_MONEY) ?? zeroMoney();
}

/** Varied prices (reference §10.3) by core's `hasVariedPrices`. */
export function hasVariedPrices(item: Value): boolean {
  return coreHasVariedPrices(priceFacts(item));
}
