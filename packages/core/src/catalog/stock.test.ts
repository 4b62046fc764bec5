import { describe, expect, it } from 'vitest';
import { isSoldOut, totalStock, variantHasStock } from './stock.js';
import { isOnSale, isSaleFlag } from './on-sale.js';
import { PRODUCT_TYPES } from './product-type.js';
import type { ProductType } from './product-type.js';
import { shirt, variant } from '../testing/products.js';

const withStock = (productType: ProductType, ...stock: (number | 'unlimited')[]) => ({
  productType,
  variants: stock.map((q, i) =>
    variant(
      `V${i}`,
      { Size: String(i) },
      q === 'unlimited' ? { unlimited: true, qtyInStock: 0 } : { qtyInStock: q },
    ),
  ),
});

describe('totalStock', () => {
  it('sums the variants of physical products and services', () => {
    expect(totalStock(shirt())).toBe(5);
    expect(totalStock(withStock(PRODUCT_TYPES.SERVICE, 1, 1))).toBe(2);
  });

  it('is Infinity with an unlimited variant, and for digital products, gift cards and paywalls', () => {
    expect(totalStock(withStock(PRODUCT_TYPES.PHYSICAL, 0, 'unlimited'))).toBe(Infinity);
    expect(totalStock(withStock(PRODUCT_TYPES.DIGITAL, 0))).toBe(Infinity);
    expect(totalStock(withStock(PRODUCT_TYPES.GIFT_CARD, 0))).toBe(Infinity);
    expect(totalStock(withStock(PRODUCT_TYPES.PAYWALL))).toBe(Infinity);
  });

  it('ignores negative or missing stock counts', () => {
    expect(totalStock(withStock(PRODUCT_TYPES.PHYSICAL, -4, 2))).toBe(2);
    expect(totalStock({ productType: 1, variants: [variant('A', {}, { qtyInStock: undefined })] })).toBe(0);
  });
});

describe('isSoldOut', () => {
  it.each([
    ['physical, all zero', withStock(PRODUCT_TYPES.PHYSICAL, 0, 0), true],
    ['physical, some stock', withStock(PRODUCT_TYPES.PHYSICAL, 0, 1), false],
    ['physical, unlimited variant', withStock(PRODUCT_TYPES.PHYSICAL, 0, 'unlimited'), false],
    ['physical, no variants', withStock(PRODUCT_TYPES.PHYSICAL), true],
    ['service, all zero', withStock(PRODUCT_TYPES.SERVICE, 0), true],
    ['digital, zero stock', withStock(PRODUCT_TYPES.DIGITAL, 0), false],
    ['gift card, zero stock', withStock(PRODUCT_TYPES.GIFT_CARD, 0), false],
    ['paywall', withStock(PRODUCT_TYPES.PAYWALL, 0), false],
  ])('%s → %s', (_name, product, expected) => {
    expect(isSoldOut(product)).toBe(expected);
  });
});

describe('variantHasStock', () => {
  it('compares the quantity with the stock of one variant', () => {
    expect(variantHasStock(variant('A', {}, { qtyInStock: 2 }), 2)).toBe(true);
    expect(variantHasStock(variant('A', {}, { qtyInStock: 2 }), 3)).toBe(false);
    expect(variantHasStock(variant('A', {}, { unlimited: true, qtyInStock: 0 }), 9999)).toBe(true);
  });
});

describe('isOnSale', () => {
  it('is true when any variant is on sale', () => {
    expect(isOnSale(shirt())).toBe(false);
    const product = shirt();
    const variants = (product.variants ?? []).map((v, i) => (i === 2 ? { ...v, onSale: true } : v));
    expect(isOnSale({ ...product, variants })).toBe(true);
  });

  it('reads the digital product flag and never puts gift cards on sale', () => {
    expect(isOnSale({ productType: PRODUCT_TYPES.DIGITAL, onSale: true })).toBe(true);
    expect(
      isOnSale({ productType: PRODUCT_TYPES.DIGITAL, variants: [variant('A', {}, { onSale: true })] }),
    ).toBe(false);
    expect(
      isOnSale({
        productType: PRODUCT_TYPES.GIFT_CARD,
        onSale: true,
        variants: [variant('A', {}, { onSale: true })],
      }),
    ).toBe(false);
  });

  it('puts a paywall on sale when a variant is (the specs, over the JSON-T reference)', () => {
    const variants = [variant('A', {}, { onSale: false }), variant('B', {}, { onSale: true })];
    expect(isOnSale({ productType: PRODUCT_TYPES.PAYWALL, variants })).toBe(true);
    expect(isOnSale({ productType: PRODUCT_TYPES.PAYWALL, variants: [variant('A', {})] })).toBe(false);
  });
});

describe('isSaleFlag', () => {
  it('reads a sale flag by JSON truthiness, whoever wrote it', () => {
    for (const set of [true, 1, -1, 0.5, 'yes', '0', [0], { a: null }])
      expect(isSaleFlag(set), String(set)).toBe(true);
    for (const unset of [false, 0, Number.NaN, '', [], {}, null, undefined, Symbol('missing')]) {
      expect(isSaleFlag(unset), String(unset)).toBe(false);
    }
  });

  it('decides on sale for a template flag of 1 as for true', () => {
    const variants = [variant('A', {}, { onSale: 1 as unknown as boolean })];
    expect(isOnSale({ productType: PRODUCT_TYPES.PHYSICAL, variants })).toBe(true);
  });
});
