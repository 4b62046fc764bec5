import type { Value } from '../plugins.js';
import { ProductType, productTypeOf, variantsOf } from './product.js';

export { hasVariedPrices } from './prices.js';

/** More than one variant to choose from (digital products have none to choose). */
export function hasMultipleVariants(item: Value): boolean {
  return productTypeOf(item) !== ProductType.DIGITAL && variantsOf(item).length > 1;
}
