import type { ShippingRate } from '@tessera/db';

/** Where an order ships (the cart's `shippingLocation`). */
export interface ShippingLocation {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** State or province code; '' when none. */
  region: string;
  postalCode: string;
}

/** A shipping choice the checkout offers (one entry of the cart's `shippingOptions`). */
export interface ShippingOption {
  id: string;
  name: string;
  kind: ShippingRate['kind'];
  amountCents: number;
}

export interface ShippingQuote {
  options: ShippingOption[];
  /** The chosen option: the shopper's choice while offered, else the cheapest. */
  selected: ShippingOption | null;
}

export interface ShippingQuoteInput {
  rates: readonly ShippingRate[];
  /** null until the shopper has said where to ship: only rates for every country apply. */
  location: ShippingLocation | null;
  weightGrams: number;
  /** Subtotal after discounts, which 'free above' rates compare with. */
  discountedSubtotalCents: number;
  /** A free-shipping coupon makes every option cost nothing. */
  freeShipping: boolean;
  selectedId: string | null;
}

const GRAMS_PER_KG = 1000;

function ships(rate: ShippingRate, location: ShippingLocation | null): boolean {
  if (rate.countries.length === 0) return true;
  return location !== null && rate.countries.includes(location.country);
}

/** A rate's price for an order, or undefined when it is not offered for it. */
export function rateAmount(
  rate: ShippingRate,
  weightGrams: number,
  discountedSubtotalCents: number,
): number | undefined {
  switch (rate.kind) {
    case 'flat':
      return rate.amount_cents;
    case 'weight':
      return rate.amount_cents + Math.ceil(weightGrams / GRAMS_PER_KG) * rate.per_kg_cents;
    case 'free':
      return discountedSubtotalCents >= rate.free_above_cents ? 0 : undefined;
  }
}

/**
 * The shipping strategy: the enabled rates that ship to the location, priced for the order's
 * weight and subtotal, in the owner's order; the shopper's choice if still offered, else the
 * cheapest (first on a tie).
 */
export function quoteShipping(input: ShippingQuoteInput): ShippingQuote {
  const options: ShippingOption[] = [];
  for (const rate of input.rates) {
    if (!rate.enabled || !ships(rate, input.location)) continue;
    const amount = rateAmount(rate, input.weightGrams, input.discountedSubtotalCents);
    if (amount === undefined) continue;
    options.push({
      id: rate.id,
      name: rate.name,
      kind: rate.kind,
      amountCents: input.freeShipping ? 0 : amount,
    });
  }
  const chosen = options.find((o) => o.id === input.selectedId);
  const cheapest = options.reduce<ShippingOption | null>(
    (best, o) => (best === null || o.amountCents < best.amountCents ? o : best),
    null,
  );
  return { options, selected: chosen ?? cheapest };
}
