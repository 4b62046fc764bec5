import { findRegion, regionKey, regionValue, type RegionOption } from '@tessera/core';
import { allCountries } from 'country-region-data';

let byCountry: ReadonlyMap<string, readonly RegionOption[]> | undefined;

// Built on first use: the list is about 130 KB of data most requests never need.
function regionsByCountry(): ReadonlyMap<string, readonly RegionOption[]> {
  byCountry ??= new Map(
    allCountries.map(([, country, regions]) => {
      const byValue = new Map<string, RegionOption>();
      for (const [name, code] of regions) {
        const value = regionValue(name, code);
        if (!byValue.has(value)) byValue.set(value, { value, name });
      }
      return [country, [...byValue.values()]];
    }),
  );
  return byCountry;
}

/** The regions of a country (ISO 3166-1 alpha-2) from `country-region-data`; empty for none or an unknown one. */
export function regionsOf(country: string): readonly RegionOption[] {
  return regionsByCountry().get(country.toUpperCase()) ?? [];
}

/**
 * Whether two region values of one country name the same region: equal trimmed and case-blind, or
 * one the code and the other the name of one region (a rate saved as 'California', an address 'CA').
 */
export function sameRegion(country: string, a: string, b: string): boolean {
  if (regionKey(a) === '' || regionKey(b) === '') return false;
  if (regionKey(a) === regionKey(b)) return true;
  const region = findRegion(regionsOf(country), a);
  return region !== undefined && findRegion([region], b) !== undefined;
}

/** Every way a region may have been stored: as given, and its list's code and name. */
export function regionSpellings(country: string, region: string): string[] {
  if (regionKey(region) === '') return [];
  const known = findRegion(regionsOf(country), region);
  return [...new Set([region.trim(), ...(known ? [known.value, known.name] : [])])];
}
