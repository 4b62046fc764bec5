import { hasStock } from './product-type.js';
import type { ProductContent, ProductVariant } from './product.js';

/** What the stock rules read of a product: its type and its variants' stock. */
export interface StockFacts {
  readonly productType: ProductContent['productType'];
  readonly variants?: readonly Pick<ProductVariant, 'unlimited' | 'qtyInStock'>[];
}

function stockOf(variant: Pick<ProductVariant, 'unlimited' | 'qtyInStock'>): number {
  if (variant.unlimited) return Infinity;
  const qty = variant.qtyInStock ?? 0;
  return Number.isFinite(qty) && qty > 0 ? qty : 0;
}

/**
 * Units available across all variants: Infinity when any variant is unlimited, and for
 * products without stock (digital, gift card, paywall).
 *
 * @example
 * totalStock({ productType: 1, variants: [{ qtyInStock: 2, … }, { qtyInStock: 3, … }] }); // 5
 */
export function totalStock(product: StockFacts): number {
  if (!hasStock(product.productType)) return Infinity;
  return (product.variants ?? []).reduce((sum, variant) => sum + stockOf(variant), 0);
}

/** Whether this variant can supply `quantity` units. */
export function variantHasStock(variant: ProductVariant, quantity = 1): boolean {
  return stockOf(variant) >= quantity;
}

/**
 * Sold out: a physical product or service with no unlimited variant and no stock left (a
 * product without variants has none). Digital products, gift cards and paywalls never sell out.
 *
 * @example
 * isSoldOut({ productType: PRODUCT_TYPES.DIGITAL }); // false, whatever the stock
 */
export function isSoldOut(product: StockFacts): boolean {
  if (!hasStock(product.productType)) return false;
  return totalStock(product) === 0;
}
