import { describe, expect, it } from 'vitest';
import {
  addedToCartText,
  CART_DISPLAY_CAP,
  cartIndicatorLabel,
  cartQuantityText,
  isCartEmpty,
  isCartPillVisible,
} from './cart-indicator.js';
import { CART_MESSAGES } from './cart-messages.js';

describe('cart indicator', () => {
  it('caps the shown count at 100+', () => {
    expect(CART_DISPLAY_CAP).toBe(100);
    expect(cartQuantityText(0)).toBe('0');
    expect(cartQuantityText(100)).toBe('100');
    expect(cartQuantityText(101)).toBe('100+');
  });

  it.each([
    [1, 'One item in cart'],
    [0, '0 items in cart'],
    [2, '2 items in cart'],
    [100, '100 items in cart'],
    [101, 'More than 100 items in cart'],
    [undefined, 'Cart'],
    [null, 'Cart'],
  ])('labels %j as %s', (quantity, label) => {
    expect(cartIndicatorLabel(quantity)).toBe(label);
  });

  it('marks the empty state and hides the pill at zero', () => {
    expect(isCartEmpty(0)).toBe(true);
    expect(isCartEmpty(1)).toBe(false);
    expect(isCartPillVisible(0)).toBe(false);
    expect(isCartPillVisible(3)).toBe(true);
  });

  it('words the added-item popover', () => {
    expect(addedToCartText('Linen Shirt')).toBe('Linen Shirt was added to your cart.');
  });

  it('has the cart page texts', () => {
    expect(Object.values(CART_MESSAGES)).toEqual([
      'Unable to update quantity',
      'Unable to remove item',
      'Unable to update form',
      'Unable to open form',
      'Unable to add item',
      'Please check your internet connection.',
      'Please try again.',
      'You have nothing in your shopping cart.',
      'To check out, your order subtotal must be {subtotal} or more.',
    ]);
  });
});
