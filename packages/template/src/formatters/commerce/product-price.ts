import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { highestPrice, lowestPrice, salePrice } from '../../commerce/prices.js';
import { ProductType, productTypeOf } from '../../commerce/product.js';
import { isOnSale } from '../../commerce/stock.js';
import { hasVariedPrices } from '../../commerce/variants.js';
import type { MoneyAmount } from '../../i18n/index.js';
import { isTruthy } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element } from '../core/markup.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { fromText, moneyWriter, subscriptionText } from './price-text.js';
import type { MoneyWriter } from './price-text.js';

/** The prices a price block shows: a from price, or a sale price with the original, or one price. */
export interface PriceChoice {
  readonly kind: 'from' | 'sale' | 'normal';
  readonly price: MoneyAmount;
  readonly original?: MoneyAmount;
}

function hidden(text: string): string {
  return element('span', { class: 'ts-visually-hidden' }, escapeHtml(text));
}

/**
 * The inside of a price block. `wording` turns the main price into its displayed text: the
 * from text for varied prices, the billing wording for subscription products. A sale shows a hidden "Sale Price:" label,
 * the sale price, then a hidden "Original Price:" label and the original price.
 */
export function priceBlock(
  ctx: PluginContext,
  choice: PriceChoice,
  write: MoneyWriter,
  wording: (price: string, from: boolean) => string,
): string {
  const main = write(choice.price);
  if (choice.kind === 'from') return wording(main, true);
  if (choice.kind === 'normal' || choice.original === undefined) return wording(main, false);
  const original = element('span', { class: 'original-price' }, write(choice.original));
  return (
    `${hidden(localized(ctx, 'salePriceText', 'Sale Price:'))}${wording(main, false)} ` +
    `${hidden(localized(ctx, 'originalPriceText', 'Original Price:'))}${original}`
  );
}

function choose(item: Value): PriceChoice {
  if (hasVariedPrices(item)) return { kind: 'from', price: lowestPrice(item) };
  if (isOnSale(item)) return { kind: 'sale', price: salePrice(item), original: highestPrice(item) };
  return { kind: 'normal', price: highestPrice(item) };
}

/**
 * `product-price [currency options] [free-if-zero:LABEL]`: the price block of a product — a
 * from price when its variants' prices differ, else the sale and original prices when on sale,
 * else its price; subscription products in their billing wording. Money strings come from the
 * i18n helpers (CLDR or legacy mode). Not a product, or the "undefined" type −1 → an empty block.
 */
export const productPrice = valueFormatter((value, args, ctx) => {
  const type = productTypeOf(value);
  const write = moneyWriter(args, ctx);
  // Only the "undefined" type −1 (or no product at all) has the empty block (reference §8.3);
  // every other type goes through core's price rules (a paywall shows the zero money).
  if (type === undefined || type === ProductType.UNDEFINED) {
    return element('div', { class: 'product-price' });
  }
  const plan = at(value, 'structuredContent.subscriptionPlan');
  const wording = isTruthy(at(value, 'structuredContent.isSubscribable'))
    ? (price: string, from: boolean) => subscriptionText(ctx, plan, price, from)
    : (price: string, from: boolean) => (from ? fromText(ctx, price) : price);
  return element('div', { class: 'product-price' }, priceBlock(ctx, choose(value), write, wording));
});
