/**
 * Checkout texts the spec does not give (the wording is ours). The spec's own texts come from
 * core: 'You have nothing in your shopping cart.', the minimum subtotal message, 'Required' and
 * the email format message.
 */
export const CHECKOUT_MESSAGES = {
  emailMissing: 'Please enter your email address.',
  addressMissing: 'Please enter a shipping address.',
  shippingUnavailable: 'Shipping is not available to this address.',
  paymentMissing: 'Please enter your card details.',
  giftCardInvalid: 'This gift card code is not valid.',
  giftCardEmpty: 'This gift card has no balance left.',
} as const;
