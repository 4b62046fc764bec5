import type { StockResult } from '../catalog/product.js';

/** What the stock rules need to know about a cart entry. */
export interface CartEntryRef {
  readonly itemId: string;
  readonly sku?: string | null;
  readonly quantity: number;
}

/** Units of one item and variant already in the cart. */
export function quantityInCart(
  entries: readonly CartEntryRef[],
  itemId: string,
  sku: string | null | undefined,
): number {
  return entries
    .filter((entry) => entry.itemId === itemId && (entry.sku ?? null) === (sku ?? null))
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/**
 * The stock check run before opening a product's additional-fields form: sufficient when any
 * result is unlimited or has more in stock than the cart already holds of that item and variant.
 *
 * @example
 * hasSufficientStock([{ unlimited: false, qtyInStock: 2 }], 2); // false
 */
export function hasSufficientStock(results: readonly StockResult[], alreadyInCart: number): boolean {
  return results.some((result) => result.unlimited || result.qtyInStock > alreadyInCart);
}
