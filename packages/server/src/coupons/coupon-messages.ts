import { interpolate } from '@tessera/core';

/** Why a coupon does not apply (the spec shows none of these; the wording is ours). */
export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  minimumSubtotal: 'This coupon needs an order subtotal of {subtotal} or more.',
  usageLimit: 'This coupon has reached its usage limit.',
  customerLimit: 'You have already used this coupon.',
  notApplicable: 'This coupon does not apply to the items in your cart.',
} as const;

export function couponMinimumMessage(formattedMinimum: string): string {
  return interpolate(COUPON_MESSAGES.minimumSubtotal, { subtotal: formattedMinimum });
}
