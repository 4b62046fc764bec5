import { PRODUCT_TYPES } from './product-type.js';
import type { ProductContent, StoreSettings } from './product.js';
import { totalStock } from './stock.js';

/**
 * The most units of one item a cart line holds: the quantity input's maximum (storefront spec §5),
 * the cart's limit and the database's CHECK. Messages about the limit are built from it.
 */
export const MAX_LINE_QUANTITY = 9999;

/** The quantity input's limits (storefront spec §5). */
export const QUANTITY_INPUT = { min: 1, max: MAX_LINE_QUANTITY, step: 1, defaultValue: 1 } as const;

function allowsMultipleQuantity(product: ProductContent, settings: StoreSettings): boolean {
  if (product.productType === PRODUCT_TYPES.PHYSICAL) return true;
  if (product.productType === PRODUCT_TYPES.SERVICE)
    return settings.multipleQuantityAllowedForServices !== false;
  return false;
}

/**
 * Whether a product page shows the quantity input: physical products, or services when the
 * store allows multiple quantities (default true); never for subscribable products; and only
 * when more than one unit is in stock.
 *
 * @example
 * showsQuantityInput(tShirt, {}); // true when 2 or more are in stock
 */
export function showsQuantityInput(product: ProductContent, settings: StoreSettings = {}): boolean {
  if (product.isSubscribable === true) return false;
  return allowsMultipleQuantity(product, settings) && totalStock(product) > 1;
}
