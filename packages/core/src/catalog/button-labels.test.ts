import { describe, expect, it } from 'vitest';
import {
  addToCartLabel,
  DEFAULT_PRODUCT_LABELS,
  quantityLabel,
  quickViewLabel,
  variantSelectPlaceholder,
} from './button-labels.js';
import { PRODUCT_TYPES } from './product-type.js';

describe('product labels', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_PRODUCT_LABELS).toEqual({
      addToCart: 'Add To Cart',
      subscribe: 'Subscribe',
      quantity: 'Quantity',
      quickView: 'Quick View',
      selectValue: 'Select Value',
      selectVariant: 'Select {variantName}',
    });
  });

  it('picks custom, subscribe or add-to-cart text', () => {
    const base = { productType: PRODUCT_TYPES.PHYSICAL };
    expect(addToCartLabel({ ...base, useCustomAddButtonText: true, customAddButtonText: 'Pre-order' })).toBe(
      'Pre-order',
    );
    expect(addToCartLabel({ ...base, useCustomAddButtonText: false, customAddButtonText: 'Pre-order' })).toBe(
      'Add To Cart',
    );
    expect(addToCartLabel({ ...base, useCustomAddButtonText: true, customAddButtonText: '' })).toBe(
      'Add To Cart',
    );
    expect(addToCartLabel({ ...base, isSubscribable: true })).toBe('Subscribe');
    expect(addToCartLabel(base, { productAddToCartText: 'In den Warenkorb' })).toBe('In den Warenkorb');
  });

  it('builds variant placeholders, with "Select Value" for gift cards', () => {
    expect(variantSelectPlaceholder('Size', PRODUCT_TYPES.PHYSICAL)).toBe('Select Size');
    expect(variantSelectPlaceholder('Amount', PRODUCT_TYPES.GIFT_CARD)).toBe('Select Value');
    expect(
      variantSelectPlaceholder('Größe', PRODUCT_TYPES.PHYSICAL, {
        productVariantSelectText: '{variantName} wählen',
      }),
    ).toBe('Größe wählen');
  });

  it('labels the quantity input and quick view', () => {
    expect(quantityLabel()).toBe('Quantity');
    expect(quickViewLabel({ productQuickViewText: 'Aperçu' })).toBe('Aperçu');
  });
});
