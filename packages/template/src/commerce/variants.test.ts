import { describe, expect, it } from 'vitest';
import { hasMultipleVariants, hasVariedPrices } from './variants.js';
import { product, variant } from './testing/products.js';

describe('variants', () => {
  it('has multiple variants unless digital', () => {
    expect(hasMultipleVariants(product(1, [variant(), variant()]))).toBe(true);
    expect(hasMultipleVariants(product(1, [variant()]))).toBe(false);
    expect(hasMultipleVariants(product(2, [variant(), variant()]))).toBe(false);
  });

  it.each([
    ['same prices', product(1, [variant({ price: 5 }), variant({ price: 5 })]), false],
    ['different prices', product(1, [variant({ price: 5 }), variant({ price: 6 })]), true],
    ['different sale flags', product(1, [variant({ onSale: true }), variant()]), true],
    [
      'different sale prices when on sale',
      product(1, [variant({ onSale: true, salePrice: 1 }), variant({ onSale: true, salePrice: 2 })]),
      true,
    ],
    [
      'sale prices ignored when not on sale',
      product(1, [variant({ salePrice: 1 }), variant({ salePrice: 2 })]),
      false,
    ],
    [
      'legacy price decides, not the money object',
      product(1, [variant({ price: 5 }), variant({ price: 5, priceMoney: { value: '6', currency: 'USD' } })]),
      false,
    ],
    [
      'absent and null legacy prices are equal',
      product(1, [{ onSale: false, price: null }, { onSale: false }]),
      false,
    ],
    ['paywall', product(5, [variant({ price: 5 }), variant({ price: 6 })]), false],
    ['unknown type', product(-1, [variant({ price: 5 }), variant({ price: 6 })]), false],
    ['gift card', product(4, [variant({ price: 5 }), variant({ price: 6 })]), true],
    ['digital', product(2, [variant({ price: 5 }), variant({ price: 6 })]), false],
    ['no variants', product(1, []), false],
  ])('varied prices: %s → %s', (_name, item, expected) => {
    expect(hasVariedPrices(item)).toBe(expected);
  });
});
