import {
  addressErrors,
  CART_MESSAGES,
  emailInvalidMessage,
  formatMoney,
  isValidEmail,
  minimumSubtotalMessage,
  money,
  type CurrencyCode,
} from '@tessera/core';
import { getCommercePreferences, type Executor } from '@tessera/db';
import { z } from 'zod';
import { mailMessage } from '../mail/index.js';
export { addressErrors };
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import type { CheckoutQuote } from './checkout-quote.js';

/** Why an order cannot be placed yet. */
export interface CheckoutProblem {
  code: 'empty' | 'email' | 'address' | 'shipping' | 'coupon' | 'minimum';
  message: string;
}

const cartPreferences = z.object({ minimumSubtotalCents: z.number().int().positive().optional() });

/** The store's minimum order subtotal (commerce preferences 'cart', shared with the cart page). */
export async function minimumSubtotalCents(db: Executor, websiteId: string): Promise<number | null> {
  const parsed = cartPreferences.safeParse(await getCommercePreferences(db, websiteId, 'cart'));
  return parsed.success ? (parsed.data.minimumSubtotalCents ?? null) : null;
}

export function minimumMessage(minimumCents: number, currency: CurrencyCode, locale: string): string {
  return minimumSubtotalMessage(formatMoney(money(minimumCents, currency), { locale }));
}

export function emailError(email: string | null | undefined): string | undefined {
  if (!email?.trim()) return CHECKOUT_MESSAGES.emailMissing;
  // Also what the mail area accepts, so the confirmation can always be sent.
  const trimmed = email.trim();
  return isValidEmail(trimmed) && mailMessage.shape.to.safeParse(trimmed).success
    ? undefined
    : emailInvalidMessage();
}

/** Everything that stops this quote from becoming an order, in the order a shopper fixes them. */
export function checkoutProblems(
  quote: CheckoutQuote,
  minimumCents: number | null,
  currency: CurrencyCode,
  locale: string,
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (quote.entries.length === 0) return [{ code: 'empty', message: CART_MESSAGES.emptyCart }];
  const email = emailError(quote.details?.email);
  if (email) problems.push({ code: 'email', message: email });
  if (quote.pricing.requiresShipping) {
    const address = quote.details?.shipping_address;
    if (!address || Object.keys(addressErrors(address)).length > 0) {
      problems.push({ code: 'address', message: CHECKOUT_MESSAGES.addressMissing });
    } else if (!quote.extras.shipping.selected) {
      problems.push({ code: 'shipping', message: CHECKOUT_MESSAGES.shippingUnavailable });
    }
  }
  // A code that stopped applying (used up meanwhile, expired) must not silently cost its discount.
  const invalid = quote.extras.coupons.invalidCoupons[0];
  if (invalid) problems.push({ code: 'coupon', message: `${invalid.code}: ${invalid.reason}` });
  if (minimumCents !== null && quote.pricing.subtotalCents < minimumCents) {
    problems.push({ code: 'minimum', message: minimumMessage(minimumCents, currency, locale) });
  }
  return problems;
}
