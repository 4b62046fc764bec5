import type { Executor, RenewalAmounts } from '@tessera/db';
import { priceRenewal } from '../pricing/index.js';
import type { CheckoutContext } from './checkout-context.js';
import type { CheckoutQuote } from './checkout-quote.js';

/**
 * What each renewal of a subscription charges: the same cart priced again by the same
 * calculation without its coupons (they discount the first order only).
 */
export async function renewalAmountsOf(
  db: Executor,
  ctx: CheckoutContext,
  quote: CheckoutQuote,
): Promise<RenewalAmounts> {
  return priceRenewal(db, ctx.websiteId, {
    lines: quote.lines,
    location: quote.cart.shipping_location,
    selectedShippingOption: quote.cart.selected_shipping_option,
    currency: ctx.currency,
    locale: ctx.locale,
  });
}
