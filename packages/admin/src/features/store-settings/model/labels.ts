import { countryName } from '../../../lib/countries.js';
import { formatAmount } from '../../../lib/format.js';
import type { ShippingRate } from '../api/store-settings.js';

export const RATE_KIND_LABELS = {
  flat: 'Flat rate',
  weight: 'By weight',
  free: 'Free above an amount',
} as const satisfies Record<ShippingRate['kind'], string>;

const money = (units: number, currency: string) => formatAmount({ value: String(units), currency });

/** What a rate charges: '$5.00', '$3.00 + $1.50 per kg', 'Free on orders from $50.00'. */
export function rateRule(rate: ShippingRate, currency: string): string {
  switch (rate.kind) {
    case 'flat':
      return money(rate.amountCents, currency);
    case 'weight':
      return `${money(rate.amountCents, currency)} + ${money(rate.perKgCents, currency)} per kg`;
    case 'free':
      return `Free on orders from ${money(rate.freeAboveCents, currency)}`;
  }
}

/** 'All countries', or the countries by name. */
export function countriesText(codes: readonly string[]): string {
  return codes.length === 0 ? 'All countries' : codes.map(countryName).join(', ');
}
