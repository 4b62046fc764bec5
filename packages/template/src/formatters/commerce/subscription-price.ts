import type { Value } from '../../plugins.js';
import { currentPrice } from '../../commerce/prices.js';
import { isSaleFlag } from '@tessera/core';
import { isPhysicalOrService, jsonField, productTypeOf, variantsOf } from '../../commerce/product.js';
import { readCommerceMoney } from '../../i18n/index.js';
import { deepEqual } from '../../predicates/core/deep-equal.js';
import { element } from '../core/markup.js';
import { at, child } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { fromText, moneyWriter } from './price-text.js';
import { priceBlock } from './product-price.js';
import type { PriceChoice } from './product-price.js';

/** The first pricing option of a variant (`pricingOptions[0]`). */
function firstOption(variant: Value): Value {
  return child(at(variant, 'pricingOptions'), 0);
}

/** The variant whose first pricing option costs least now (the first one on ties). */
function cheapest(variants: readonly Value[]): Value {
  let best: Value = variants[0] ?? null;
  for (const variant of variants.slice(1)) {
    const price = readCommerceMoney(currentPrice(firstOption(variant))).amount;
    if (price.compare(readCommerceMoney(currentPrice(firstOption(best))).amount) < 0) best = variant;
  }
  return best;
}

function choose(variants: readonly Value[]): PriceChoice {
  const option = firstOption(cheapest(variants));
  const prices = variants.map((variant) => currentPrice(firstOption(variant)));
  if (prices.some((price) => !deepEqual(price, prices[0] ?? null))) {
    return { kind: 'from', price: readCommerceMoney(currentPrice(option)) };
  }
  if (isSaleFlag(jsonField(at(option, 'onSale')))) {
    return {
      kind: 'sale',
      price: readCommerceMoney(at(option, 'salePriceMoney')),
      original: readCommerceMoney(at(option, 'priceMoney')),
    };
  }
  return { kind: 'normal', price: readCommerceMoney(at(option, 'priceMoney')) };
}

/**
 * `subscription-price [currency options] [free-if-zero:LABEL]`: the price block of a physical
 * product or service sold by subscription, from the first pricing option of its cheapest
 * variant — a from price when the variants' options cost different amounts, else the sale and
 * original prices, else the price. Other products → an empty block.
 */
export const subscriptionPrice = valueFormatter((value, args, ctx) => {
  const variants = variantsOf(value);
  const write = moneyWriter(args, ctx);
  if (!isPhysicalOrService(productTypeOf(value)) || variants.length === 0) {
    return element('div', { class: 'subscription-price' });
  }
  const wording = (price: string, from: boolean) => (from ? fromText(ctx, price) : price);
  return element('div', { class: 'subscription-price' }, priceBlock(ctx, choose(variants), write, wording));
});
