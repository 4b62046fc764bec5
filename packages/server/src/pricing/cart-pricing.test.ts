import { money, PRODUCT_TYPES, type CartLine } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_PRICING_STRATEGIES, priceCart, type PricingSeams } from './cart-pricing.js';

const choices = { coupons: [], selectedShippingOption: null, shippingLocation: null };

const line = (productType: CartLine['productType'], quantity: number, cents: number): CartLine => ({
  productType,
  quantity,
  unitPrice: money(cents, 'USD'),
});

describe('priceCart', () => {
  it('without strategies: subtotal, flags and a grand total equal to the subtotal', async () => {
    const pricing = await priceCart(
      [line(PRODUCT_TYPES.PHYSICAL, 2, 1250), line(PRODUCT_TYPES.DIGITAL, 1, 900)],
      'USD',
      choices,
    );
    expect(pricing).toEqual({
      subtotalCents: 3400,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
      validCoupons: [],
      invalidCoupons: [],
      discountCents: 0,
      shippingOptions: [],
      shippingCostCents: 0,
      applicableTaxRules: [],
      taxCents: 0,
      grandTotalCents: 3400,
    });
  });

  it('an empty cart totals zero and is not purely digital', async () => {
    const pricing = await priceCart([], 'JPY', choices);
    expect(pricing).toMatchObject({
      subtotalCents: 0,
      grandTotalCents: 0,
      purelyDigital: false,
      totalQuantity: 0,
    });
  });

  it('feeds each seam what it needs and applies discount, shipping and tax in order', async () => {
    const seen: unknown[] = [];
    const seams: PricingSeams = {
      coupons: async (input) => {
        seen.push(['coupons', input.subtotalCents, input.coupons]);
        return { validCoupons: ['TEN'], invalidCoupons: ['OLD'], discountCents: 1000 };
      },
      shipping: async (input) => {
        seen.push(['shipping', input.discountCents, input.shippingLocation]);
        return { shippingOptions: [{ id: 'std' }], shippingCostCents: 500 };
      },
      tax: async (input) => {
        seen.push(['tax', input.discountCents, input.shippingCostCents]);
        return { applicableTaxRules: [{ rate: 0.1 }], taxCents: 290 };
      },
    };
    const pricing = await priceCart(
      [line(PRODUCT_TYPES.PHYSICAL, 3, 1000)],
      'USD',
      { coupons: ['TEN', 'OLD'], selectedShippingOption: 'std', shippingLocation: { country: 'US' } },
      seams,
    );
    expect(seen).toEqual([
      ['coupons', 3000, ['TEN', 'OLD']],
      ['shipping', 1000, { country: 'US' }],
      ['tax', 1000, 500],
    ]);
    expect(pricing).toMatchObject({
      subtotalCents: 3000,
      discountCents: 1000,
      shippingCostCents: 500,
      taxCents: 290,
      grandTotalCents: 3000 - 1000 + 500 + 290,
      validCoupons: ['TEN'],
      invalidCoupons: ['OLD'],
      shippingOptions: [{ id: 'std' }],
      applicableTaxRules: [{ rate: 0.1 }],
    });
  });

  it('never discounts more than the subtotal, so the grand total never goes below shipping plus tax', async () => {
    const lineArb = fc.record({
      type: fc.constantFrom(PRODUCT_TYPES.PHYSICAL, PRODUCT_TYPES.DIGITAL, PRODUCT_TYPES.SERVICE),
      quantity: fc.integer({ min: 1, max: 9999 }),
      cents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { maxLength: 10 }),
        fc.nat(10_000_000),
        fc.nat(100_000),
        fc.nat(100_000),
        async (lines, discount, shipping, tax) => {
          const seams: PricingSeams = {
            coupons: async () => ({ validCoupons: [], invalidCoupons: [], discountCents: discount }),
            shipping: async () => ({ shippingOptions: [], shippingCostCents: shipping }),
            tax: async () => ({ applicableTaxRules: [], taxCents: tax }),
          };
          const cartLines = lines.map((l) => line(l.type, l.quantity, l.cents));
          const pricing = await priceCart(cartLines, 'USD', choices, seams);
          const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.cents, 0);
          expect(pricing.subtotalCents).toBe(subtotal);
          expect(pricing.discountCents).toBe(Math.min(discount, subtotal));
          expect(pricing.grandTotalCents).toBe(subtotal - Math.min(discount, subtotal) + shipping + tax);
          expect(pricing.grandTotalCents).toBeGreaterThanOrEqual(shipping + tax);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('has do-nothing strategies by default', async () => {
    const input = { lines: [], currency: 'USD' as const, subtotalCents: 0, ...choices };
    expect(await NO_PRICING_STRATEGIES.coupons(input)).toEqual({
      validCoupons: [],
      invalidCoupons: [],
      discountCents: 0,
    });
  });
});
