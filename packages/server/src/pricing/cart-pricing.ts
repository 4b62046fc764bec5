import {
  addMoney,
  cartTotals,
  minMoney,
  money,
  subtractMoney,
  type CartLine,
  type CurrencyCode,
} from '@tessera/core';

/** What the pricing strategies see: the lines, the store currency and the cart's own choices. */
export interface PricingInput {
  readonly lines: readonly CartLine[];
  readonly currency: CurrencyCode;
  readonly subtotalCents: number;
  readonly coupons: readonly unknown[];
  readonly selectedShippingOption: unknown;
  readonly shippingLocation: unknown;
}

export interface CouponResult {
  readonly validCoupons: unknown[];
  readonly invalidCoupons: unknown[];
  /** Never more than the subtotal; `priceCart` caps it. */
  readonly discountCents: number;
}

export interface ShippingResult {
  readonly shippingOptions: unknown[];
  readonly shippingCostCents: number;
}

export interface TaxResult {
  readonly applicableTaxRules: unknown[];
  readonly taxCents: number;
}

/**
 * The strategy seams of cart pricing (Vendure-style): coupons, shipping and tax. The checkout area
 * plugs its strategies in here; until then each contributes nothing, so the grand total is the
 * subtotal. Amounts are whole minor units of `input.currency`.
 * @example const seams: PricingSeams = { ...NO_PRICING_STRATEGIES, shipping: flatRateShipping(500) };
 */
export interface PricingSeams {
  coupons(input: PricingInput): Promise<CouponResult>;
  /** Sees the subtotal after discounts. */
  shipping(input: PricingInput & { readonly discountCents: number }): Promise<ShippingResult>;
  /** Sees the discounted subtotal and the shipping cost (tax may apply to shipping). */
  tax(
    input: PricingInput & { readonly discountCents: number; readonly shippingCostCents: number },
  ): Promise<TaxResult>;
}

export const NO_PRICING_STRATEGIES: PricingSeams = Object.freeze({
  coupons: async () => ({ validCoupons: [], invalidCoupons: [], discountCents: 0 }),
  shipping: async () => ({ shippingOptions: [], shippingCostCents: 0 }),
  tax: async () => ({ applicableTaxRules: [], taxCents: 0 }),
});

/** Every computed field of the spec's ShoppingCart. */
export interface CartPricing extends CouponResult, ShippingResult, TaxResult {
  readonly subtotalCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

export type CartChoices = Pick<PricingInput, 'coupons' | 'selectedShippingOption' | 'shippingLocation'>;

/**
 * The one cart calculation: subtotal and flags from core's `cartTotals`, then coupons, shipping
 * and tax through the seams, then grand total = subtotal − discount + shipping + tax.
 */
export async function priceCart(
  lines: readonly CartLine[],
  currency: CurrencyCode,
  choices: CartChoices,
  seams: PricingSeams = NO_PRICING_STRATEGIES,
): Promise<CartPricing> {
  const totals = cartTotals(lines, currency);
  const input: PricingInput = { lines, currency, subtotalCents: totals.subtotalCents, ...choices };
  const coupons = await seams.coupons(input);
  const discount = minMoney(money(coupons.discountCents, currency), totals.subtotal);
  const shipping = await seams.shipping({ ...input, discountCents: discount.amount });
  const tax = await seams.tax({
    ...input,
    discountCents: discount.amount,
    shippingCostCents: shipping.shippingCostCents,
  });
  const grand = addMoney(
    addMoney(subtractMoney(totals.subtotal, discount), money(shipping.shippingCostCents, currency)),
    money(tax.taxCents, currency),
  );
  return {
    ...coupons,
    ...shipping,
    ...tax,
    discountCents: discount.amount,
    subtotalCents: totals.subtotalCents,
    grandTotalCents: grand.amount,
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}
