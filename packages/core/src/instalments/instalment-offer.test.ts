import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instalmentOffer, showsInstalmentsForCart, showsInstalmentsForProduct } from './instalment-offer.js';
import { DEFAULT_INSTALMENT_COUNT } from './instalment-context.js';
import { money } from '../money/money.js';
import { PRODUCT_TYPES } from '../catalog/product-type.js';

const usd = (cents: number) => money(cents, 'USD');
const context = { afterPayAvailable: true, afterPayMin: usd(3500), afterPayMax: usd(200000) };

describe('instalment eligibility', () => {
  it('shows on physical products whose context says available', () => {
    expect(showsInstalmentsForProduct(PRODUCT_TYPES.PHYSICAL, context)).toBe(true);
    expect(showsInstalmentsForProduct(PRODUCT_TYPES.PHYSICAL, { ...context, afterPayAvailable: false })).toBe(
      false,
    );
    expect(showsInstalmentsForProduct(PRODUCT_TYPES.PHYSICAL, undefined)).toBe(false);
    for (const type of [
      PRODUCT_TYPES.DIGITAL,
      PRODUCT_TYPES.SERVICE,
      PRODUCT_TYPES.GIFT_CARD,
      PRODUCT_TYPES.PAYWALL,
    ]) {
      expect(showsInstalmentsForProduct(type, context)).toBe(false);
    }
  });

  it('shows in the cart only when it is non-empty and all physical', () => {
    expect(showsInstalmentsForCart([{ productType: 1 }, { productType: 1 }])).toBe(true);
    expect(showsInstalmentsForCart([{ productType: 1 }, { productType: 2 }])).toBe(false);
    expect(showsInstalmentsForCart([])).toBe(false);
  });
});

describe('instalmentOffer', () => {
  it('splits into 4 equal payments by default', () => {
    expect(DEFAULT_INSTALMENT_COUNT).toBe(4);
    expect(instalmentOffer(usd(10000), context)).toEqual({
      kind: 'available',
      count: 4,
      payment: usd(2500),
      payments: [usd(2500), usd(2500), usd(2500), usd(2500)],
    });
  });

  it('quotes the first payment, which carries the remainder', () => {
    const offer = instalmentOffer(usd(10001), context);
    expect(offer.kind === 'available' && offer.payment).toEqual(usd(2501));
  });

  it('needs a price strictly above the minimum and not above the maximum', () => {
    expect(instalmentOffer(usd(3500), context)).toEqual({ kind: 'below-minimum', minimum: usd(3500) });
    expect(instalmentOffer(usd(3501), context).kind).toBe('available');
    expect(instalmentOffer(usd(200000), context).kind).toBe('available');
    expect(instalmentOffer(usd(200001), context)).toEqual({ kind: 'above-maximum', maximum: usd(200000) });
  });

  it('payments always add up to the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3501, max: 200000 }), fc.integer({ min: 1, max: 12 }), (cents, count) => {
        const offer = instalmentOffer(usd(cents), context, count);
        return offer.kind === 'available' && offer.payments.reduce((s, p) => s + p.amount, 0) === cents;
      }),
    );
  });
});
