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
export function rateRule(
  rate: Pick<ShippingRate, 'kind' | 'amountCents' | 'perKgCents' | 'freeAboveCents'>,
  currency: string,
): string {
  switch (rate.kind) {
    case 'flat':
      return money(rate.amountCents, currency);
    case 'weight':
      return `${money(rate.amountCents, currency)} + ${money(rate.perKgCents, currency)} per kg`;
    case 'free':
      return `Free on orders from ${money(rate.freeAboveCents, currency)}`;
  }
}

/**
 * Where a rate ships: 'All countries', or its countries by name and its regions with their
 * country ('Germany, France, AK (United States)').
 */
export function destinationsText(rate: Pick<ShippingRate, 'countries' | 'regions'>): string {
  if (rate.countries.length === 0 && rate.regions.length === 0) return 'All countries';
  return [
    ...rate.countries.map(countryName),
    ...rate.regions.map((r) => `${r.region} (${countryName(r.country)})`),
  ].join(', ');
}

/** ' · 5,000 cm³/kg dimensional' after a weight rate's rule when it uses a divisor. */
export function divisorText(rate: Pick<ShippingRate, 'kind' | 'dimensionalDivisor'>): string {
  if (rate.kind !== 'weight' || rate.dimensionalDivisor === 0) return '';
  return `Dimensional weight: volume ÷ ${rate.dimensionalDivisor.toLocaleString('en-US')} cm³/kg`;
}
