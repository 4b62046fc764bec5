import { interpolate } from '../text/interpolate.js';

/** Counts above this show as '100+' (storefront spec §9). */
export const CART_DISPLAY_CAP = 100;

export const CART_INDICATOR_TEXTS = {
  one: 'One item in cart',
  many: '{n} items in cart',
  moreThan: 'More than {n} items in cart',
  fallback: 'Cart',
  addedToCart: '{productName} was added to your cart.',
  close: 'Close',
} as const;

/**
 * The count the cart pill and indicator show: the number, or '100+' above 100.
 *
 * @example
 * cartQuantityText(101); // '100+'
 */
export function cartQuantityText(totalQuantity: number): string {
  return totalQuantity > CART_DISPLAY_CAP ? `${CART_DISPLAY_CAP}+` : String(totalQuantity);
}

/**
 * The spoken label of the cart indicator: 'One item in cart', '{n} items in cart', or
 * 'More than 100 items in cart'; 'Cart' when the indicator has no quantity to speak of.
 *
 * @example
 * cartIndicatorLabel(3); // '3 items in cart'
 */
export function cartIndicatorLabel(totalQuantity: number | null | undefined): string {
  if (totalQuantity === null || totalQuantity === undefined || !Number.isFinite(totalQuantity)) {
    return CART_INDICATOR_TEXTS.fallback;
  }
  if (totalQuantity === 1) return CART_INDICATOR_TEXTS.one;
  if (totalQuantity > CART_DISPLAY_CAP)
    return interpolate(CART_INDICATOR_TEXTS.moreThan, { n: CART_DISPLAY_CAP });
  return interpolate(CART_INDICATOR_TEXTS.many, { n: totalQuantity });
}

/** The indicator carries an empty-state marker at zero items. */
export function isCartEmpty(totalQuantity: number): boolean {
  return totalQuantity <= 0;
}

/** The floating cart pill is hidden at zero items and fades in above zero. */
export function isCartPillVisible(totalQuantity: number): boolean {
  return totalQuantity > 0;
}

/** The added-item popover text: '{productName} was added to your cart.' */
export function addedToCartText(productName: string): string {
  return interpolate(CART_INDICATOR_TEXTS.addedToCart, { productName });
}
