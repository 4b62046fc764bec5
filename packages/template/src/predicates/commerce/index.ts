import type { PredicateTable } from '../../plugins.js';
import { hasVariants, onSale, soldOut, variedPrices } from './product-predicates.js';

/** Commerce predicates by template name (reference §10.3); each tests the node as a product. */
export const commercePredicates: PredicateTable = {
  'has-variants?': hasVariants,
  'on-sale?': onSale,
  'sold-out?': soldOut,
  'varied-prices?': variedPrices,
};
