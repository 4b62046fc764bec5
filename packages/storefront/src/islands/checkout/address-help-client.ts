import type { RegionOption } from '@tessera/core';
import type { AddressHelp } from './checkout-types.js';

export interface PlaceSuggestion {
  readonly placeId: string;
  readonly description: string;
  readonly mainText: string;
  readonly secondaryText: string;
}

export interface PlaceAddress {
  readonly line1: string;
  readonly city: string;
  readonly region: string;
  readonly regionName: string;
  readonly postalCode: string;
  readonly country: string;
}

type PlacesPaths = NonNullable<AddressHelp['places']>;

// Help is optional: any failure (offline, 429, an aborted call) leaves the plain fields as they are.
async function getJson<T>(url: string, signal: AbortSignal): Promise<T | undefined> {
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchSuggestions(
  paths: PlacesPaths,
  query: { input: string; country: string; sessionToken: string },
  signal: AbortSignal,
): Promise<readonly PlaceSuggestion[]> {
  const params = new URLSearchParams({ input: query.input, sessionToken: query.sessionToken });
  if (/^[A-Za-z]{2}$/.test(query.country)) params.set('country', query.country);
  const answer = await getJson<{ suggestions: PlaceSuggestion[] }>(`${paths.autocomplete}?${params}`, signal);
  return answer?.suggestions ?? [];
}

export async function fetchPlace(
  paths: PlacesPaths,
  query: { placeId: string; sessionToken: string },
  signal: AbortSignal,
): Promise<PlaceAddress | undefined> {
  // The tracking context names where the lookup was made, so the provider's cost can be traced.
  const params = new URLSearchParams({
    placeId: query.placeId,
    sessionToken: query.sessionToken,
    productPage: 'checkout',
    productSection: 'shipping-address',
  });
  const answer = await getJson<{ place: { address: PlaceAddress } | null }>(
    `${paths.details}?${params}`,
    signal,
  );
  return answer?.place?.address;
}

export async function fetchRegions(
  path: string,
  country: string,
  signal: AbortSignal,
): Promise<readonly RegionOption[]> {
  const answer = await getJson<{ regions: RegionOption[] }>(`${path}/${encodeURIComponent(country)}`, signal);
  return answer?.regions ?? [];
}
