import { DEFAULT_SOLD_OUT_TEXT } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { merchandisingOf } from '../../commerce/merchandising.js';
import { isOnSale, isSoldOut } from '../../commerce/stock.js';
import { at } from '../core/path.js';
import { escapeHtml } from '../core/html.js';
import { element } from '../core/markup.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Spec (reference §8.3) default sale badge text. */
const DEFAULT_SALE_TEXT = 'sale';

/**
 * `product-status`: the product's badge — sold out (custom text, else localized, else
 * 'sold out'), else on sale; neither → missing.
 */
export const productStatus = valueFormatter((value, _args, ctx) => {
  if (isSoldOut(value)) {
    const custom = at(merchandisingOf(value, ctx), 'customSoldOutText');
    const text =
      typeof custom === 'string' && custom.trim() !== ''
        ? custom
        : localized(ctx, 'productSoldOutText', DEFAULT_SOLD_OUT_TEXT);
    return element('div', { class: 'ts-product-status ts-product-status--sold-out' }, escapeHtml(text));
  }
  if (isOnSale(value)) {
    const text = localized(ctx, 'productSaleText', DEFAULT_SALE_TEXT);
    return element('div', { class: 'ts-product-status ts-product-status--sale' }, escapeHtml(text));
  }
  return MISSING;
});
