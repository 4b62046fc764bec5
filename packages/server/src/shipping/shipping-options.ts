import type { ShippingRate } from '@tessera/db';
import { sameRegion } from '../places/index.js';

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

/** What an order's physical goods add up to, for rates that charge by weight. */
export interface Parcel {
  /** Actual weight. */
  weightGrams: number;
  /** The units' parcel volumes (length × width × height) added up; 0 when none were given. */
  volumeMm3: number;
}

export interface ShippingQuoteInput {
  rates: readonly ShippingRate[];
  /** null until the shopper has said where to ship: only rates for every country apply. */
  location: ShippingLocation | null;
  parcel: Parcel;
  /** Subtotal after discounts, which 'free above' rates compare with. */
  discountedSubtotalCents: number;
  /** A free-shipping coupon makes every option cost nothing. */
  freeShipping: boolean;
  selectedId: string | null;
}

const GRAMS_PER_KG = 1000;

/**
 * Whether the rate ships to the location: to every country when it names no country and no
 * region, else to its whole countries and to its regions of a country.
 */
export function shipsTo(rate: ShippingRate, location: ShippingLocation | null): boolean {
  if (rate.countries.length === 0 && rate.regions.length === 0) return true;
  if (location === null) return false;
  if (rate.countries.includes(location.country)) return true;
  // Trimmed and case-blind, by code or name: rates saved with a region's name still match.
  return rate.regions.some(
    (r) => r.country === location.country && sameRegion(location.country, r.region, location.region),
  );
}

/**
 * The weight a rate charges for: the actual weight, or the dimensional weight (volume ÷ the rate's
 * divisor in cm³/kg, which in mm³ per gram is the same number) when that is larger.
 */
export function chargedGrams(rate: ShippingRate, parcel: Parcel): number {
  if (rate.dimensional_divisor <= 0) return parcel.weightGrams;
  return Math.max(parcel.weightGrams, Math.ceil(parcel.volumeMm3 / rate.dimensional_divisor));
}

/** A rate's price for an order, or undefined when it is not offered for it. */
export function rateAmount(
  rate: ShippingRate,
  parcel: Parcel,
  discountedSubtotalCents: number,
): number | undefined {
  switch (rate.kind) {
    case 'flat':
      return rate.amount_cents;
    case 'weight':
      return rate.amount_cents + Math.ceil(chargedGrams(rate, parcel) / GRAMS_PER_KG) * rate.per_kg_cents;
    case 'free':
      return discountedSubtotalCents >= rate.free_above_cents ? 0 : undefined;
  }
}

/**
 * The shipping strategy: the enabled rates that ship to the location, priced for the order's
 * parcel and subtotal, in the owner's order; the shopper's choice if still offered, else the
 * cheapest (first on a tie).
 */
export function quoteShipping(input: ShippingQuoteInput): ShippingQuote {
  const options: ShippingOption[] = [];
  for (const rate of input.rates) {
    if (!rate.enabled || !shipsTo(rate, input.location)) continue;
    const amount = rateAmount(rate, input.parcel, input.discountedSubtotalCents);
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
