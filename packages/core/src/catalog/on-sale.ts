import { PRODUCT_TYPES } from './product-type.js';
import type { ProductContent } from './product.js';

/**
 * On sale when any variant is on sale; a digital product by its own flag; a gift card never.
 *
 * @example
 * isOnSale({ productType: PRODUCT_TYPES.DIGITAL, onSale: true }); // true
 */
export function isOnSale(product: ProductContent): boolean {
  switch (product.productType) {
    case PRODUCT_TYPES.GIFT_CARD:
      return false;
    case PRODUCT_TYPES.DIGITAL:
      return product.onSale === true;
    default:
      return (product.variants ?? []).some((variant) => variant.onSale === true);
  }
}
