import { PRODUCT_TYPES, type CurrencyCode } from '@tessera/core';
import type { PricingSeams } from './cart-pricing.js';
import { evaluateCoupons, type CouponOutcome } from '../coupons/index.js';
import { quoteShipping, type ShippingQuote } from '../shipping/index.js';
import { computeTax, type TaxTotals } from '../tax/index.js';
import { couponCodesOf, locationOf, selectedOptionIdOf } from './pricing-choices.js';
import type { PricingFacts, PricingLine } from './pricing-facts.js';

/** What the strategies decided beyond the cart's own fields (kept for the order). */
export interface PricingExtras {
  coupons: CouponOutcome;
  shipping: ShippingQuote;
  tax: TaxTotals;
}

export interface SeamOptions {
  currency: CurrencyCode;
  locale: string;
  now: number;
}

const EMPTY_SHIPPING: ShippingQuote = { options: [], selected: null };

function lineTotal(line: PricingLine): number {
  return line.unitPriceCents * line.quantity;
}

/**
 * The checkout's coupon, shipping and tax strategies for the cart's pricing seams
 * (pricing/cart-pricing.ts), over facts loaded beforehand so the seams themselves do no I/O.
 * `extras()` tells what they decided once `priceCart` has run.
 * @example const { seams, extras } = commerceSeams(facts, lines, { currency: 'USD', locale: 'en-US', now: clock.now() });
 */
export function commerceSeams(
  facts: PricingFacts,
  lines: readonly PricingLine[],
  options: SeamOptions,
): { seams: PricingSeams; extras: () => PricingExtras } {
  let coupons: CouponOutcome | undefined;
  let shipping: ShippingQuote = EMPTY_SHIPPING;
  let tax: TaxTotals = { lines: [], addedCents: 0, includedCents: 0 };
  const needsShipping = lines.some((l) => l.productType === PRODUCT_TYPES.PHYSICAL);
  const goodsCents = lines
    .filter((l) => l.productType !== PRODUCT_TYPES.GIFT_CARD)
    .reduce((t, l) => t + lineTotal(l), 0);
  const seams: PricingSeams = {
    coupons: async (input) => {
      coupons = evaluateCoupons({
        codes: couponCodesOf(input.coupons),
        coupons: facts.coupons,
        lines: lines.map((l) => ({
          ...l,
          lineTotalCents: lineTotal(l),
          categoryIds: facts.categories.get(l.itemId) ?? [],
        })),
        subtotalCents: input.subtotalCents,
        currency: options.currency,
        locale: options.locale,
        now: options.now,
        usesByCustomer: facts.usesByCustomer,
      });
      const { validCoupons, invalidCoupons, discountCents } = coupons;
      return { validCoupons, invalidCoupons, discountCents };
    },
    shipping: async (input) => {
      shipping = needsShipping
        ? quoteShipping({
            rates: facts.rates,
            location: locationOf(input.shippingLocation),
            parcel: facts.parcel,
            discountedSubtotalCents: input.subtotalCents - input.discountCents,
            freeShipping: coupons?.freeShipping ?? false,
            selectedId: selectedOptionIdOf(input.selectedShippingOption),
          })
        : EMPTY_SHIPPING;
      // The chosen option also replaces the stored choice in the cart's fields (priceCart spreads it).
      const result = {
        shippingOptions: shipping.options,
        shippingCostCents: shipping.selected?.amountCents ?? 0,
        selectedShippingOption: shipping.selected,
      };
      return result;
    },
    tax: async (input) => {
      tax = computeTax({
        rules: facts.taxRules,
        currency: options.currency,
        taxableGoodsCents: Math.max(0, goodsCents - input.discountCents),
        shippingCents: input.shippingCostCents,
      });
      return { applicableTaxRules: tax.lines, taxCents: tax.addedCents };
    },
  };
  const extras = (): PricingExtras => ({
    coupons: coupons ?? {
      validCoupons: [],
      invalidCoupons: [],
      discountCents: 0,
      freeShipping: false,
      applied: [],
    },
    shipping,
    tax,
  });
  return { seams, extras };
}
