import type { Predicate, Value } from '../../plugins.js';
import { isOnSale, isSoldOut } from '../../commerce/stock.js';
import { hasMultipleVariants, hasVariedPrices } from '../../commerce/variants.js';

function onNode(test: (item: Value) => boolean): Predicate {
  return { apply: (_args, ctx) => test(ctx.node()) };
}

/** `has-variants?`: more than one variant, never for digital products. */
export const hasVariants = onNode(hasMultipleVariants);

/** `on-sale?`: see `isOnSale` (platform spec §4). */
export const onSale = onNode(isOnSale);

/** `sold-out?`: see `isSoldOut` (platform spec §4). */
export const soldOut = onNode(isSoldOut);

/** `varied-prices?`: the variants do not all share the first one's price and sale state. */
export const variedPrices = onNode(hasVariedPrices);
