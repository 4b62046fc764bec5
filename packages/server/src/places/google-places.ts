import type { PlaceAddress, PlaceDetails, PlaceSuggestion, PlacesProvider } from './places-provider.js';
import { streetLine } from './street-line.js';

/** Google's own endpoint of the Places API (New). */
export const GOOGLE_PLACES_API = 'https://places.googleapis.com';

// Only the fields checkout fills: the field mask decides what Google bills for.
const DETAILS_FIELDS = 'id,formattedAddress,addressComponents';

interface TextPart {
  text?: string;
}

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: TextPart;
      structuredFormat?: { mainText?: TextPart; secondaryText?: TextPart };
    };
  }[];
}

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface PlaceAnswer {
  id?: string;
  formattedAddress?: string;
  addressComponents?: AddressComponent[];
}

class GooglePlacesError extends Error {
  constructor(status: number, body: string) {
    super(`Google Places API answered ${status}: ${body.slice(0, 200)}`);
  }
}

/** The checkout's address parts from Google's address components. */
export function addressFromComponents(components: readonly AddressComponent[]): PlaceAddress {
  const of = (type: string) => components.find((c) => c.types?.includes(type));
  const long = (type: string) => of(type)?.longText ?? '';
  const country = (of('country')?.shortText ?? '').toUpperCase();
  return {
    line1: streetLine(country, long('street_number'), long('route')),
    city:
      long('locality') || long('postal_town') || long('sublocality') || long('administrative_area_level_2'),
    region: of('administrative_area_level_1')?.shortText ?? '',
    regionName: long('administrative_area_level_1'),
    postalCode: long('postal_code'),
    country,
  };
}

function suggestionsOf(answer: AutocompleteAnswer): PlaceSuggestion[] {
  return (answer.suggestions ?? []).flatMap(({ placePrediction: p }) =>
    p?.placeId
      ? [
          {
            placeId: p.placeId,
            description: p.text?.text ?? '',
            mainText: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
            secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
          },
        ]
      : [],
  );
}

/**
 * The Places API (New) adapter: `POST /v1/places:autocomplete` for suggestions and
 * `GET /v1/places/{id}` with a field mask for the address, the key in `X-Goog-Api-Key`.
 */
export function googlePlaces(apiKey: string, base: string = GOOGLE_PLACES_API): PlacesProvider {
  const root = base.replace(/\/+$/, '');
  const call = async <T>(url: string, init: RequestInit): Promise<T> => {
    const response = await fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey, ...init.headers },
    });
    if (!response.ok) throw new GooglePlacesError(response.status, await response.text());
    return (await response.json()) as T;
  };
  return {
    async autocomplete(query, signal) {
      const body = {
        input: query.input,
        languageCode: query.language,
        ...(query.sessionToken && { sessionToken: query.sessionToken }),
        ...(query.country && { includedRegionCodes: [query.country.toLowerCase()] }),
      };
      const answer = await call<AutocompleteAnswer>(`${root}/v1/places:autocomplete`, {
        method: 'POST',
        body: JSON.stringify(body),
        signal,
      });
      return suggestionsOf(answer);
    },
    async details(query, signal) {
      const params = new URLSearchParams({ languageCode: query.language });
      if (query.sessionToken) params.set('sessionToken', query.sessionToken);
      const url = `${root}/v1/places/${encodeURIComponent(query.placeId)}?${params}`;
      const response = await fetch(url, {
        headers: { 'x-goog-api-key': apiKey, 'x-goog-fieldmask': DETAILS_FIELDS },
        signal,
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new GooglePlacesError(response.status, await response.text());
      const place = (await response.json()) as PlaceAnswer;
      const details: PlaceDetails = {
        placeId: place.id ?? query.placeId,
        formattedAddress: place.formattedAddress ?? '',
        address: addressFromComponents(place.addressComponents ?? []),
      };
      return details;
    },
  };
}
