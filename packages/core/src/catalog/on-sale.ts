import { PRODUCT_TYPES } from './product-type.js';
import type { ProductContent } from './product.js';

/** What the sale rule reads of a product: its type, its own sale flag and its variants'. */
export interface SaleFacts {
  readonly productType: ProductContent['productType'];
  /** As the product JSON has it; {@link isSaleFlag} decides whether it is set. */
  readonly onSale?: unknown;
  readonly variants?: readonly { readonly onSale?: unknown }[];
}

/**
 * Whether an `onSale` flag is set — the one reading for server, islands and templates: JSON
 * truthiness (JSON-T reference §1.2), so the server's `true` and a template's `1` or `"yes"` are
 * on sale and `false`, `0`, `""`, null or absent are not.
 */
export function isSaleFlag(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && Object.keys(value).length > 0;
}

/**
 * On sale when any variant is on sale; a digital product by its own flag; a gift card never.
 * A paywall (type 5) follows its variants too: the specs (storefront and platform, "any variant
 * on sale; gift cards never") win over the JSON-T reference, which calls a paywall never on sale.
 *
 * @example
 * isOnSale({ productType: PRODUCT_TYPES.DIGITAL, onSale: true }); // true
 */
export function isOnSale(product: SaleFacts): boolean {
  switch (product.productType) {
    case PRODUCT_TYPES.GIFT_CARD:
      return false;
    case PRODUCT_TYPES.DIGITAL:
      return isSaleFlag(product.onSale);
    default:
      return (product.variants ?? []).some((variant) => isSaleFlag(variant.onSale));
  }
}
