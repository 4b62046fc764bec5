/** One suggestion for what the visitor typed: a place to ask the details of. */
export interface PlaceSuggestion {
  placeId: string;
  /** The whole text, as a list shows it ('1600 Amphitheatre Pkwy, Mountain View, CA, USA'). */
  description: string;
  /** The street part, shown first. */
  mainText: string;
  /** The rest (city, region, country), shown after. */
  secondaryText: string;
}

/** A postal address in the checkout's parts; `region` is the code addresses carry (CA, ON, BY). */
export interface PlaceAddress {
  line1: string;
  city: string;
  region: string;
  /** The region's full name, for countries whose region list holds names rather than codes. */
  regionName: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
  address: PlaceAddress;
}

export interface AutocompleteQuery {
  input: string;
  /** BCP 47 language of the answers. */
  language: string;
  /** Groups a visitor's keystrokes and the details call into one billed session. */
  sessionToken?: string | undefined;
  /** Limits suggestions to one country (ISO 3166-1 alpha-2). */
  country?: string | undefined;
}

export interface DetailsQuery {
  placeId: string;
  language: string;
  sessionToken?: string | undefined;
}

/**
 * An address-autocomplete provider: the seam a new provider plugs into (`places-providers.ts` maps
 * a stored provider id to its adapter). Calls throw on a provider failure; the service logs it and
 * answers nothing, so checkout goes on with plain fields.
 * @example
 * const provider: PlacesProvider = {
 *   autocomplete: async ({ input }) => [{ placeId: 'p1', description: input, mainText: input, secondaryText: '' }],
 *   details: async () => undefined,
 * };
 */
export interface PlacesProvider {
  autocomplete(query: AutocompleteQuery, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  /** undefined when the provider knows no such place. */
  details(query: DetailsQuery, signal: AbortSignal): Promise<PlaceDetails | undefined>;
}
