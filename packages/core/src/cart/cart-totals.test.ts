import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, meetsMinimumSubtotal } from './cart-totals.js';
import { minimumSubtotalMessage } from './cart-messages.js';
import { money } from '../money/money.js';
import { formatMoney } from '../money/format.js';
import { PRODUCT_TYPES } from '../catalog/product-type.js';
import type { ProductType } from '../catalog/product-type.js';

const line = (productType: ProductType, quantity: number, cents: number) => ({
  productType,
  quantity,
  unitPrice: money(cents, 'USD'),
});

describe('cartTotals', () => {
  it('sums unit price × quantity and quantities', () => {
    const totals = cartTotals([line(1, 2, 1250), line(2, 1, 999)], 'USD');
    expect(totals.subtotal).toEqual(money(3499, 'USD'));
    expect(totals.subtotalCents).toBe(3499);
    expect(totals.totalQuantity).toBe(3);
  });

  it('sets the digital and shipping flags', () => {
    expect(
      cartTotals([line(PRODUCT_TYPES.PHYSICAL, 1, 1), line(PRODUCT_TYPES.DIGITAL, 1, 1)], 'USD'),
    ).toMatchObject({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(cartTotals([line(PRODUCT_TYPES.DIGITAL, 1, 1)], 'USD')).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    });
    expect(
      cartTotals([line(PRODUCT_TYPES.SERVICE, 1, 1), line(PRODUCT_TYPES.GIFT_CARD, 1, 1)], 'USD'),
    ).toMatchObject({
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('totals an empty cart to zero', () => {
    expect(cartTotals([], 'JPY')).toEqual({
      subtotal: money(0, 'JPY'),
      subtotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('refuses mixed currencies and bad quantities', () => {
    expect(() => cartTotals([{ productType: 1, quantity: 1, unitPrice: money(1, 'EUR') }], 'USD')).toThrow(
      TypeError,
    );
    expect(() => cartTotals([line(1, 1.5, 100)], 'USD')).toThrow(RangeError);
  });

  it('keeps integer subtotals equal to the exact sum', () => {
    const lineArb = fc.record({
      productType: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<ProductType>,
      quantity: fc.integer({ min: 0, max: 9999 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((c) => money(c, 'USD')),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const totals = cartTotals(lines, 'USD');
        const exact = lines.reduce((s, l) => s + l.unitPrice.amount * l.quantity, 0);
        return totals.subtotalCents === exact && Number.isSafeInteger(totals.subtotalCents);
      }),
    );
  });
});

describe('minimum subtotal', () => {
  it('passes at or above the minimum, or without one', () => {
    expect(meetsMinimumSubtotal(money(1000, 'USD'), money(1000, 'USD'))).toBe(true);
    expect(meetsMinimumSubtotal(money(999, 'USD'), money(1000, 'USD'))).toBe(false);
    expect(meetsMinimumSubtotal(money(0, 'USD'), undefined)).toBe(true);
  });

  it('words the message with the formatted minimum', () => {
    expect(minimumSubtotalMessage(formatMoney(money(2500, 'USD')))).toBe(
      'To check out, your order subtotal must be $25.00 or more.',
    );
  });
});
