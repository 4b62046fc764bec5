import { clockOf } from '@tessera/db';
import { isProductType, money, type CartLine } from '@tessera/core';
import type { Executor, RenewalAmounts } from '@tessera/db';
import { priceCart } from '../pricing/index.js';
import type { CheckoutContext } from './checkout-context.js';
import type { CheckoutQuote } from './checkout-quote.js';
import { commerceSeams } from '../pricing/index.js';
import { locationOf } from '../pricing/index.js';
import { loadPricingFacts } from '../pricing/index.js';

/**
 * What each renewal of a subscription charges: the same cart priced again by the same
 * calculation without its coupons (they discount the first order only).
 */
export async function renewalAmountsOf(
  db: Executor,
  ctx: CheckoutContext,
  quote: CheckoutQuote,
): Promise<RenewalAmounts> {
  const facts = await loadPricingFacts(db, ctx.websiteId, {
    lines: quote.lines,
    codes: [],
    location: locationOf(quote.cart.shipping_location),
    email: null,
  });
  const { seams, extras } = commerceSeams(facts, quote.lines, {
    currency: ctx.currency,
    locale: ctx.locale,
    now: clockOf(db).now(),
  });
  const lines: CartLine[] = quote.lines.map((line) => {
    if (!isProductType(line.productType)) throw new Error(`Unknown product type ${line.productType}`);
    return {
      productType: line.productType,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents, ctx.currency),
    };
  });
  const choices = {
    coupons: [],
    selectedShippingOption: quote.cart.selected_shipping_option,
    shippingLocation: quote.cart.shipping_location,
  };
  const pricing = await priceCart(lines, ctx.currency, choices, seams);
  const tax = extras().tax;
  return {
    subtotal: pricing.subtotalCents,
    shipping: pricing.shippingCostCents,
    tax: tax.addedCents + tax.includedCents,
    taxAdded: tax.addedCents,
    grandTotal: pricing.grandTotalCents,
  };
}
