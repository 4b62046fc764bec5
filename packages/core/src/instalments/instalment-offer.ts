import { splitMoney } from '../money/allocate.js';
import { compareMoney } from '../money/arithmetic.js';
import type { Money } from '../money/money.js';
import { PRODUCT_TYPES } from '../catalog/product-type.js';
import type { ProductType } from '../catalog/product-type.js';
import { DEFAULT_INSTALMENT_COUNT } from './instalment-context.js';
import type { InstalmentContext } from './instalment-context.js';

/**
 * Whether a product page shows the instalment pill: only physical products whose item context
 * says instalments are available.
 */
export function showsInstalmentsForProduct(
  productType: ProductType,
  context: InstalmentContext | null | undefined,
): boolean {
  return productType === PRODUCT_TYPES.PHYSICAL && context?.afterPayAvailable === true;
}

/** In the cart: only when the cart is not empty and every item is physical. */
export function showsInstalmentsForCart(items: readonly { readonly productType: ProductType }[]): boolean {
  return items.length > 0 && items.every((item) => item.productType === PRODUCT_TYPES.PHYSICAL);
}

export type InstalmentOffer =
  | {
      readonly kind: 'available';
      readonly count: number;
      /** The amount quoted per payment: the first (largest) of the equal split. */
      readonly payment: Money;
      /** Every payment; they sum to the price and differ by at most one minor unit. */
      readonly payments: readonly Money[];
    }
  | { readonly kind: 'below-minimum'; readonly minimum: Money }
  | { readonly kind: 'above-maximum'; readonly maximum: Money };

/**
 * The instalment offer for a price: available when the price is strictly above the minimum
 * and not above the maximum, split into `count` equal payments (4 by default).
 *
 * @example
 * instalmentOffer(money(10000, 'USD'), context); // { kind: 'available', count: 4, payment: $25.00, … }
 */
export function instalmentOffer(
  price: Money,
  context: Pick<InstalmentContext, 'afterPayMin' | 'afterPayMax'>,
  count: number = DEFAULT_INSTALMENT_COUNT,
): InstalmentOffer {
  if (compareMoney(price, context.afterPayMin) <= 0)
    return { kind: 'below-minimum', minimum: context.afterPayMin };
  if (compareMoney(price, context.afterPayMax) > 0)
    return { kind: 'above-maximum', maximum: context.afterPayMax };
  const payments = splitMoney(price, count);
  return { kind: 'available', count, payment: payments[0] ?? price, payments };
}
