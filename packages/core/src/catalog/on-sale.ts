import { PRODUCT_TYPES } from './product-type.js';
import type { ProductContent, ProductVariant } from './product.js';

/** What the sale rule reads of a product: its type, its own sale flag and its variants'. */
export interface SaleFacts {
  readonly productType: ProductContent['productType'];
  readonly onSale?: boolean;
  readonly variants?: readonly Pick<ProductVariant, 'onSale'>[];
}

/**
 * On sale when any variant is on sale; a digital product by its own flag; a gift card never.
 *
 * @example
 * isOnSale({ productType: PRODUCT_TYPES.DIGITAL, onSale: true }); // true
 */
export function isOnSale(product: SaleFacts): boolean {
  switch (product.productType) {
    case PRODUCT_TYPES.GIFT_CARD:
      return false;
    case PRODUCT_TYPES.DIGITAL:
      return product.onSale === true;
    default:
      return (product.variants ?? []).some((variant) => variant.onSale === true);
  }
}
