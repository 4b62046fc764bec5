import { addMoney, multiplyMoney } from '../money/arithmetic.js';
import { money } from '../money/money.js';
import type { Money } from '../money/money.js';
import type { CurrencyCode } from '../money/currencies.js';
import { PRODUCT_TYPES } from '../catalog/product-type.js';
import type { ProductType } from '../catalog/product-type.js';

/** A cart entry as the totals see it: what it is, how many, at what unit price. */
export interface CartLine {
  readonly productType: ProductType;
  readonly quantity: number;
  readonly unitPrice: Money;
}

/** The cart summary fields of the spec's ShoppingCart (storefront spec §3). */
export interface CartTotals {
  readonly subtotal: Money;
  /** The subtotal in minor units, as the spec's `subtotalCents`. */
  readonly subtotalCents: number;
  readonly totalQuantity: number;
  /** Some entry is a digital product. */
  readonly hasDigital: boolean;
  /** The cart is not empty and holds only digital products. */
  readonly purelyDigital: boolean;
  /** Some entry is a physical product, so checkout asks for a shipping address. */
  readonly requiresShipping: boolean;
}

/**
 * Subtotal, quantity and the shipping flags of a cart. Every line must be in `currency`
 * (a store sells in one currency); an empty cart totals zero.
 *
 * @example
 * cartTotals([{ productType: 1, quantity: 2, unitPrice: money(1250, 'USD') }], 'USD').subtotalCents; // 2500
 */
export function cartTotals(lines: readonly CartLine[], currency: CurrencyCode): CartTotals {
  let subtotal = money(0, currency);
  let totalQuantity = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`Cart quantity must be a non-negative integer, got ${line.quantity}`);
    }
    subtotal = addMoney(subtotal, multiplyMoney(line.unitPrice, line.quantity));
    totalQuantity += line.quantity;
  }
  const isDigital = (line: CartLine) => line.productType === PRODUCT_TYPES.DIGITAL;
  return {
    subtotal,
    subtotalCents: subtotal.amount,
    totalQuantity,
    hasDigital: lines.some(isDigital),
    purelyDigital: lines.length > 0 && lines.every(isDigital),
    requiresShipping: lines.some((line) => line.productType === PRODUCT_TYPES.PHYSICAL),
  };
}

/** Whether the subtotal reaches the store's minimum order (no minimum always passes). */
export function meetsMinimumSubtotal(subtotal: Money, minimum: Money | null | undefined): boolean {
  if (!minimum) return true;
  if (minimum.currency !== subtotal.currency) throw new TypeError('Minimum and subtotal currencies differ');
  return subtotal.amount >= minimum.amount;
}
