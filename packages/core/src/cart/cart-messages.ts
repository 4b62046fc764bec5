import { interpolate } from '../text/interpolate.js';

/** Cart page texts (storefront spec §8), word for word. */
export const CART_MESSAGES = {
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  unableToAddItem: 'Unable to add item',
  checkConnection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  emptyCart: 'You have nothing in your shopping cart.',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
} as const;

/** 'To check out, your order subtotal must be {subtotal} or more.' with the formatted minimum. */
export function minimumSubtotalMessage(formattedMinimum: string): string {
  return interpolate(CART_MESSAGES.minimumSubtotal, { subtotal: formattedMinimum });
}
