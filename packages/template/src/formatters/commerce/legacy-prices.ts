import { legacyAmount } from '../../commerce/legacy-amount.js';
import { highestPrice, lowestPrice, salePrice } from '../../commerce/prices.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `from-price`: the legacy amount (cents) of the product's lowest price. */
export const fromPrice = valueFormatter((value) => legacyAmount(lowestPrice(value)));

/** `normal-price`: the legacy amount of the product's highest price. */
export const normalPrice = valueFormatter((value) => legacyAmount(highestPrice(value)));

/** `sale-price`: the legacy amount of the product's sale price. */
export const salePriceFormatter = valueFormatter((value) => legacyAmount(salePrice(value)));
