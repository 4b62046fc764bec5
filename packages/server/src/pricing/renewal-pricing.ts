import { isProductType, money, type CartLine, type CurrencyCode } from '@tessera/core';
import { clockOf, type Executor, type RenewalAmounts } from '@tessera/db';
import { priceCart } from './cart-pricing.js';
import { commerceSeams } from './commerce-seams.js';
import { locationOf } from './pricing-choices.js';
import { loadPricingFacts, type PricingLine } from './pricing-facts.js';

export interface RenewalPricingInput {
  lines: readonly PricingLine[];
  /** Where the renewals ship (the cart's or the subscription's stored location). */
  location: unknown;
  /** The shipping option chosen at checkout (`{ id }`), quoted again at today's rates. */
  selectedShippingOption: unknown;
  currency: CurrencyCode;
  locale: string;
}

/**
 * What each renewal charges: the lines priced by the cart's one calculation (core's totals, then
 * shipping and tax through the checkout's strategies) without coupons, which discount the first
 * order only. Used when a subscription starts and when the subscriber changes what it buys.
 */
export async function priceRenewal(
  db: Executor,
  websiteId: string,
  input: RenewalPricingInput,
): Promise<RenewalAmounts> {
  const location = locationOf(input.location);
  const facts = await loadPricingFacts(db, websiteId, {
    lines: input.lines,
    codes: [],
    location,
    email: null,
  });
  const { seams, extras } = commerceSeams(facts, input.lines, {
    currency: input.currency,
    locale: input.locale,
    now: clockOf(db).now(),
  });
  const lines: CartLine[] = input.lines.map((line) => {
    if (!isProductType(line.productType)) throw new Error(`Unknown product type ${line.productType}`);
    return {
      productType: line.productType,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents, input.currency),
    };
  });
  const choices = {
    coupons: [],
    selectedShippingOption: input.selectedShippingOption,
    shippingLocation: input.location,
  };
  const pricing = await priceCart(lines, input.currency, choices, seams);
  const tax = extras().tax;
  return {
    subtotal: pricing.subtotalCents,
    shipping: pricing.shippingCostCents,
    tax: tax.addedCents + tax.includedCents,
    taxAdded: tax.addedCents,
    grandTotal: pricing.grandTotalCents,
  };
}
