import { MISSING } from '../plugins.js';
import type { Value } from '../plugins.js';
import { at } from '../formatters/core/path.js';
import { readCommerceMoney } from '../i18n/index.js';
import type { MoneyAmount } from '../i18n/index.js';
import { isTruthy } from '../values.js';
import { hasVariantPrices, isPhysicalOrService, ProductType, productTypeOf, variantsOf } from './product.js';

type Better = (a: MoneyAmount, b: MoneyAmount) => boolean;
const smaller: Better = (a, b) => a.amount.compare(b.amount) < 0;
const larger: Better = (a, b) => a.amount.compare(b.amount) > 0;

/** Spec (platform §9): "Default price 0 USD". */
export function zeroMoney(): MoneyAmount {
  return readCommerceMoney(MISSING);
}

/** The extreme of some money objects; the first wins ties; none → zero money. */
function extreme(moneys: readonly Value[], better: Better): MoneyAmount {
  let best: MoneyAmount | undefined;
  for (const json of moneys) {
    const money = readCommerceMoney(json);
    if (!best || better(money, best)) best = money;
  }
  return best ?? zeroMoney();
}

/** The price a shopper pays for a variant now: the sale price while on sale. */
export function currentPrice(variant: Value): Value {
  return at(variant, isTruthy(at(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney');
}

/**
 * Lowest ("from") price (reference §8.3): the cheapest current variant price for physical
 * products, services and gift cards; a digital product's own `priceMoney`; else zero.
 */
export function lowestPrice(item: Value): MoneyAmount {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL) return readCommerceMoney(at(item, 'structuredContent.priceMoney'));
  if (!hasVariantPrices(type)) return zeroMoney();
  return extreme(variantsOf(item).map(currentPrice), smaller);
}

/** Highest ("normal") price: the largest variant `priceMoney`; digital: its own; else zero. */
export function highestPrice(item: Value): MoneyAmount {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL) return readCommerceMoney(at(item, 'structuredContent.priceMoney'));
  if (!hasVariantPrices(type)) return zeroMoney();
  return extreme(
    variantsOf(item).map((variant) => at(variant, 'priceMoney')),
    larger,
  );
}

/**
 * Sale price: the smallest `salePriceMoney` of the variants on sale for physical products and
 * services; a digital product's own `salePriceMoney`; gift cards and others zero.
 */
export function salePrice(item: Value): MoneyAmount {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL) return readCommerceMoney(at(item, 'structuredContent.salePriceMoney'));
  if (!isPhysicalOrService(type)) return zeroMoney();
  const onSale = variantsOf(item).filter((variant) => isTruthy(at(variant, 'onSale')));
  return extreme(
    onSale.map((variant) => at(variant, 'salePriceMoney')),
    smaller,
  );
}
