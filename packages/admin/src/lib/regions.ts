import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionValue } from '@tessera/core';

// The stored value of a region (its code, else its name) is core's rule, shared with checkout.
export { regionValue };

/** A state or province: `value` is what a rate or rule stores (its code, such as CA), `name` its name. */
export interface RegionOption {
  value: string;
  name: string;
}

type RegionsByCountry = ReadonlyMap<string, readonly RegionOption[]>;

/** Every country's regions from `country-region-data` (MIT), keyed by ISO 3166-1 alpha-2 code. */
async function loadRegions(): Promise<RegionsByCountry> {
  // A chunk of its own (about 46 KB gzip), loaded only by a screen that edits regions.
  const { allCountries } = await import('country-region-data');
  return new Map(
    allCountries.map(([, country, regions]) => {
      const byValue = new Map<string, RegionOption>();
      for (const [name, code] of regions) {
        const value = regionValue(name, code);
        if (!byValue.has(value)) byValue.set(value, { value, name });
      }
      return [country, [...byValue.values()]];
    }),
  );
}

export const regionsQuery = queryOptions({
  queryKey: ['regions'] as const,
  queryFn: loadRegions,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The regions of `country` (empty while loading, for no country, or one the data does not cover). */
export function useRegions(country: string | null | undefined): readonly RegionOption[] {
  const regions = useQuery(regionsQuery);
  return (country && regions.data?.get(country.toUpperCase())) || [];
}

/** The region a stored value names (its code or its name, trimmed and case-blind, as checkout compares). */
export function regionOf(regions: readonly RegionOption[], value: string): RegionOption | undefined {
  const key = value.trim().toLocaleUpperCase('en-US');
  if (key === '') return undefined;
  return regions.find((r) => r.value.toLocaleUpperCase('en-US') === key);
}
