import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART_ALERT_TITLES,
  ADD_TO_CART_MESSAGES,
  addToCartFailureMessage,
  unselectedOptionsMessage,
} from './add-to-cart-messages.js';

describe('unselectedOptionsMessage', () => {
  it.each([
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Fit'], 'Please select the Size, Color and Fit options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C and D options.'],
  ])('%j → %s', (names, expected) => {
    expect(unselectedOptionsMessage(names)).toBe(expected);
  });

  it('refuses an empty list (nothing to report is a caller bug)', () => {
    expect(() => unselectedOptionsMessage([])).toThrow(RangeError);
  });
});

describe('add-to-cart failures', () => {
  it('explains CSRF failures by cookie support', () => {
    expect(addToCartFailureMessage({ kind: 'csrf', cookiesEnabled: true })).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(addToCartFailureMessage({ kind: 'csrf', cookiesEnabled: false })).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it('has the 429 text and passes other server messages through', () => {
    expect(addToCartFailureMessage({ kind: 'rate-limited' })).toBe('Please try again in a few seconds.');
    expect(addToCartFailureMessage({ kind: 'server', message: 'Store closed' })).toBe('Store closed');
  });

  it('has the spec texts and alert titles', () => {
    expect(ADD_TO_CART_MESSAGES).toMatchObject({
      variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
      notEnoughStock: 'Sorry, we do not have enough of that item available.',
      quantityNotNumber: 'Quantity must be a number.',
      quantityNotWhole: 'Quantity must be a whole number',
      giftCardDenomination: 'Select a denomination for the Gift Card',
    });
    expect(ADD_TO_CART_ALERT_TITLES).toEqual({
      addToCart: 'Unable to Add Item',
      expressCheckout: 'Unable to Purchase Item',
      giftCard: 'Unable to purchase Gift Card',
    });
  });
});
