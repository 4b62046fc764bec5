import { describe, expect, it } from 'vitest';
import { QUANTITY_INPUT, showsQuantityInput } from './quantity-input.js';
import { PRODUCT_TYPES } from './product-type.js';
import type { ProductType } from './product-type.js';
import { variant } from '../testing/products.js';

const product = (productType: ProductType, stock: number, extra = {}) => ({
  productType,
  variants: [variant('A', {}, { qtyInStock: stock })],
  ...extra,
});

describe('quantity input', () => {
  it('has the spec limits', () => {
    expect(QUANTITY_INPUT).toEqual({ min: 1, max: 9999, step: 1, defaultValue: 1 });
  });

  it.each([
    ['physical with 2 in stock', product(PRODUCT_TYPES.PHYSICAL, 2), {}, true],
    ['physical with 1 in stock', product(PRODUCT_TYPES.PHYSICAL, 1), {}, false],
    ['physical unlimited', { productType: 1, variants: [variant('A', {}, { unlimited: true })] }, {}, true],
    ['subscribable physical', product(PRODUCT_TYPES.PHYSICAL, 5, { isSubscribable: true }), {}, false],
    ['service, setting absent', product(PRODUCT_TYPES.SERVICE, 5), {}, true],
    [
      'service, setting true',
      product(PRODUCT_TYPES.SERVICE, 5),
      { multipleQuantityAllowedForServices: true },
      true,
    ],
    [
      'service, setting false',
      product(PRODUCT_TYPES.SERVICE, 5),
      { multipleQuantityAllowedForServices: false },
      false,
    ],
    ['digital', product(PRODUCT_TYPES.DIGITAL, 5), {}, false],
    ['gift card', product(PRODUCT_TYPES.GIFT_CARD, 5), {}, false],
  ] as const)('%s → %s', (_name, input, settings, expected) => {
    expect(showsQuantityInput(input, settings)).toBe(expected);
  });
});
