import type { CurrencyCode } from '@tessera/core';
import { type Cart, type CartEntryView, clockOf, type Executor, findCheckoutDetails } from '@tessera/db';
import type { PricingSeams } from './cart-pricing.js';
import { commerceSeams, type PricingExtras } from './commerce-seams.js';
import { couponCodesOf, locationOf } from './pricing-choices.js';
import { loadPricingFacts, type PricingLine } from './pricing-facts.js';

export function pricingLineOf(entry: CartEntryView): PricingLine {
  return {
    itemId: entry.item_id,
    variantId: entry.variant_id,
    productType: entry.product_type,
    quantity: entry.quantity,
    unitPriceCents: entry.unit_price,
  };
}

export interface CartSeamOptions {
  currency: CurrencyCode;
  locale: string;
  now?: number;
}

/**
 * The checkout's coupon, shipping and tax strategies for one cart, ready for the cart's
 * calculation (`priceCart`): what `cartDto` prices every cart with, so the cart API, the cart
 * page and checkout show the same numbers. A cart without lines or choices costs no query.
 * @example const { seams } = await cartPricingSeams(db, websiteId, cart, entries, { currency: 'USD', locale: 'en-US' });
 */
export async function cartPricingSeams(
  db: Executor,
  websiteId: string,
  cart: Cart | undefined,
  entries: readonly CartEntryView[],
  options: CartSeamOptions,
): Promise<{ seams: PricingSeams; extras: () => PricingExtras }> {
  const lines = entries.map(pricingLineOf);
  const codes = couponCodesOf(cart?.coupons ?? []);
  const details = cart && codes.length > 0 ? await findCheckoutDetails(db, websiteId, cart.id) : undefined;
  const facts =
    lines.length === 0
      ? {
          rates: [],
          taxRules: [],
          coupons: [],
          parcel: { weightGrams: 0, volumeMm3: 0 },
          categories: new Map(),
          usesByCustomer: new Map(),
        }
      : await loadPricingFacts(db, websiteId, {
          lines,
          codes,
          location: locationOf(cart?.shipping_location),
          email: details?.email ?? null,
        });
  return commerceSeams(facts, lines, {
    currency: options.currency,
    locale: options.locale,
    now: options.now ?? clockOf(db).now(),
  });
}
