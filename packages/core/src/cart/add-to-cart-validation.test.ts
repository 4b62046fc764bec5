import { describe, expect, it } from 'vitest';
import { validateAddToCart } from './add-to-cart-validation.js';
import { PRODUCT_TYPES } from '../catalog/product-type.js';
import { shirt, variant } from '../testing/products.js';

const giftCard = {
  productType: PRODUCT_TYPES.GIFT_CARD,
  variantOptionOrdering: ['Value'],
  variants: [variant('GC25', { Value: '$25' }), variant('GC50', { Value: '$50' })],
};

describe('validateAddToCart', () => {
  it('accepts a complete choice with stock', () => {
    const result = validateAddToCart({
      product: shirt(),
      chosen: { Size: 'S', Color: 'Red' },
      quantity: '2',
    });
    expect(result.ok && result.value.variant.sku).toBe('S-RED');
    expect(result.ok && result.value.quantity).toBe(2);
  });

  it('defaults to one unit without a quantity input', () => {
    const result = validateAddToCart({ product: shirt(), chosen: { Size: 'S', Color: 'Red' } });
    expect(result.ok && result.value.quantity).toBe(1);
  });

  it('names unselected options', () => {
    expect(validateAddToCart({ product: shirt(), chosen: {} })).toEqual({
      ok: false,
      error: {
        code: 'options-unselected',
        message: 'Please select the Size and Color options.',
        options: ['Size', 'Color'],
      },
    });
  });

  it('names missing options as translated, but reports and matches the real option names', () => {
    const french = shirt({
      variantOptionLabels: {
        Size: { name: 'Taille', values: { M: 'Moyen' } },
        Color: { name: 'Couleur', values: { Blue: 'Bleu' } },
      },
    });
    const missing = validateAddToCart({ product: french, chosen: { Size: 'M' } });
    expect(missing).toEqual({
      ok: false,
      error: { code: 'options-unselected', message: 'Please select the Couleur option.', options: ['Color'] },
    });
    const chosen = validateAddToCart({ product: french, chosen: { Size: 'M', Color: 'Blue' } });
    expect(chosen.ok && chosen.value.variant.sku).toBe('M-BLUE');
  });

  it('asks for a gift card denomination instead of an option', () => {
    expect(validateAddToCart({ product: giftCard, chosen: {} })).toEqual({
      ok: false,
      error: { code: 'gift-card-denomination', message: 'Select a denomination for the Gift Card' },
    });
    expect(validateAddToCart({ product: giftCard, chosen: { Value: '$50' } }).ok).toBe(true);
  });

  it('reports a combination that has no variant', () => {
    const result = validateAddToCart({ product: shirt(), chosen: { Size: 'S', Color: 'Blue' } });
    expect(!result.ok && result.error.message).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('reports quantity problems', () => {
    const chosen = { Size: 'S', Color: 'Red' };
    const text = validateAddToCart({ product: shirt(), chosen, quantity: 'two' });
    const fraction = validateAddToCart({ product: shirt(), chosen, quantity: '1.5' });
    expect(!text.ok && text.error).toEqual({
      code: 'quantity-invalid',
      message: 'Quantity must be a number.',
    });
    expect(!fraction.ok && fraction.error.message).toBe('Quantity must be a whole number');
  });

  it('refuses more than the stock, counting what is already in the cart', () => {
    const chosen = { Size: 'S', Color: 'Red' }; // 3 in stock
    const tooMany = validateAddToCart({ product: shirt(), chosen, quantity: 4 });
    expect(!tooMany.ok && tooMany.error.message).toBe('Sorry, we do not have enough of that item available.');
    expect(validateAddToCart({ product: shirt(), chosen, quantity: 2, alreadyInCart: 2 }).ok).toBe(false);
    expect(validateAddToCart({ product: shirt(), chosen, quantity: 2, alreadyInCart: 1 }).ok).toBe(true);
    const soldOut = validateAddToCart({ product: shirt(), chosen: { Size: 'M', Color: 'Red' } });
    expect(!soldOut.ok && soldOut.error.code).toBe('not-enough-stock');
  });

  it('does not count stock of digital products', () => {
    const ebook = { productType: PRODUCT_TYPES.DIGITAL, variants: [variant('E', {}, { qtyInStock: 0 })] };
    expect(validateAddToCart({ product: ebook, chosen: {} }).ok).toBe(true);
  });
});
