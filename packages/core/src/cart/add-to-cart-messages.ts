/** Add-to-cart validation and failure texts (storefront spec §5 and §8), word for word. */
export const ADD_TO_CART_MESSAGES = {
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  giftCardDenomination: 'Select a denomination for the Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
} as const;

/** Titles of the alert that shows an add-to-cart failure, by purchase mode. */
export const ADD_TO_CART_ALERT_TITLES = {
  addToCart: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

export type PurchaseMode = keyof typeof ADD_TO_CART_ALERT_TITLES;

/** Separator between all but the last option names when three or more are missing. */
export const OPTION_LIST_SEPARATOR = ', ';

/**
 * The message for options the shopper has not chosen. One: 'Please select the Size option.';
 * two: 'Please select the Size and Color options.'; more: the names before the last joined
 * with ', ' then ' and ' the last, 'Please select the Size, Color and Fit options.'
 *
 * @example
 * unselectedOptionsMessage(['Size', 'Color']); // 'Please select the Size and Color options.'
 */
export function unselectedOptionsMessage(names: readonly string[]): string {
  if (names.length === 0) throw new RangeError('No unselected options to report');
  const last = names[names.length - 1] ?? '';
  if (names.length === 1) return `Please select the ${last} option.`;
  if (names.length === 2) return `Please select the ${names[0] ?? ''} and ${last} options.`;
  const list = names.slice(0, -1).join(OPTION_LIST_SEPARATOR);
  return `Please select the ${list} and ${last} options.`;
}

/** Why an add-to-cart request failed on the server side. */
export type AddToCartFailure =
  | { readonly kind: 'csrf'; readonly cookiesEnabled: boolean }
  | { readonly kind: 'rate-limited' }
  | { readonly kind: 'server'; readonly message: string };

/**
 * The text shown for a failed add: the CSRF texts (depending on whether cookies work), the
 * 429 text, or the server's own message.
 *
 * @example
 * addToCartFailureMessage({ kind: 'rate-limited' }); // 'Please try again in a few seconds.'
 */
export function addToCartFailureMessage(failure: AddToCartFailure): string {
  switch (failure.kind) {
    case 'csrf':
      return failure.cookiesEnabled
        ? ADD_TO_CART_MESSAGES.sessionExpired
        : ADD_TO_CART_MESSAGES.enableCookies;
    case 'rate-limited':
      return ADD_TO_CART_MESSAGES.rateLimited;
    case 'server':
      return failure.message;
  }
}
