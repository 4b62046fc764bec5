import type { Value } from '../plugins.js';
import { at } from '../formatters/core/path.js';
import { deepEqual } from '../predicates/core/deep-equal.js';
import { isTruthy } from '../values.js';
import { hasVariantPrices, ProductType, productTypeOf, variantsOf } from './product.js';

/** More than one variant to choose from (digital products have none to choose). */
export function hasMultipleVariants(item: Value): boolean {
  return productTypeOf(item) !== ProductType.DIGITAL && variantsOf(item).length > 1;
}

/**
 * Varied prices (reference §10.3): some variant differs from the first in `onSale`, in the
 * legacy `salePrice` when the first is on sale, or in the legacy `price`.
 */
export function hasVariedPrices(item: Value): boolean {
  const [first, ...rest] = variantsOf(item);
  if (!hasVariantPrices(productTypeOf(item)) || first === undefined) return false;
  const firstOnSale = isTruthy(at(first, 'onSale'));
  return rest.some(
    (variant) =>
      !deepEqual(at(variant, 'onSale'), at(first, 'onSale')) ||
      (firstOnSale && !deepEqual(at(variant, 'salePrice'), at(first, 'salePrice'))) ||
      !deepEqual(at(variant, 'price'), at(first, 'price')),
  );
}
