import type { Value } from '../plugins.js';
import { asNumber, isObject, isTruthy } from '../values.js';
import {
  contentOf,
  isPhysicalOrService,
  orMissing,
  ProductType,
  productTypeIn,
  productTypeOf,
  variantsIn,
  variantsOf,
} from './product.js';

// Variant fields are read by literal name, as `contentOf` explains.

function isUnlimited(variant: Value): boolean {
  return isObject(variant) && isTruthy(orMissing(variant.unlimited));
}

function quantity(variant: Value): number {
  const qty = isObject(variant) ? asNumber(orMissing(variant.qtyInStock)) : 0;
  return Number.isFinite(qty) && qty > 0 ? qty : 0;
}

/**
 * Sold out (platform spec §4): a physical product or service none of whose variants is
 * unlimited or in stock (no variants at all is sold out too). Digital products and gift cards
 * never sell out; an item of unknown type always reads as sold out.
 */
export function isSoldOut(item: Value): boolean {
  // `structuredContent` is read once and walked with plain loops: this runs for every product shown.
  const content = contentOf(item);
  const type = productTypeIn(content);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return false;
  if (!isPhysicalOrService(type)) return true;
  for (const variant of variantsIn(content)) if (isUnlimited(variant) || quantity(variant) > 0) return false;
  return true;
}

/** On sale (platform spec §4): any variant on sale; digital: its own flag; gift cards never. */
export function isOnSale(item: Value): boolean {
  const content = contentOf(item);
  const type = productTypeIn(content);
  if (type === ProductType.DIGITAL) return isObject(content) && isTruthy(orMissing(content.onSale));
  if (!isPhysicalOrService(type)) return false;
  for (const variant of variantsIn(content)) {
    if (isObject(variant) && isTruthy(orMissing(variant.onSale))) return true;
  }
  return false;
}

/**
 * Units that can be bought: the sum of the variants' stock, where an unlimited variant,
 * a digital product and a gift card count as infinite.
 */
export function totalStock(item: Value): number {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (const variant of variantsOf(item)) {
    if (isUnlimited(variant)) return Number.POSITIVE_INFINITY;
    total += quantity(variant);
  }
  return total;
}
