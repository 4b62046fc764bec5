import { describe, expect, it } from 'vitest';
import { hasStock, isProductType, PRODUCT_TYPES } from './product-type.js';

describe('product types', () => {
  it('has the spec codes', () => {
    expect(PRODUCT_TYPES).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
  });

  it('recognises codes', () => {
    expect(isProductType(4)).toBe(true);
    expect(isProductType(6)).toBe(false);
    expect(isProductType('1')).toBe(false);
  });

  it('tracks stock only for physical products and services', () => {
    expect([1, 2, 3, 4, 5].filter((t) => hasStock(t as 1))).toEqual([1, 3]);
  });
});
