import type { Executor, PlacesProviderId } from '@tessera/db';
import { googlePlaces } from './google-places.js';
import type { PlacesCache } from './places-cache.js';
import type {
  AutocompleteQuery,
  DetailsQuery,
  PlaceDetails,
  PlaceSuggestion,
  PlacesProvider,
} from './places-provider.js';
import { placesCredentials } from './places-settings.js';

/** What the places calls need besides the query: the website, the install's keys, a logger. */
export interface PlacesContext {
  db: Executor;
  websiteId: string;
  secretsKey: Buffer | undefined;
  googleApiBase: string | undefined;
  cache: PlacesCache;
  log: { error(details: object, message: string): void };
}

// A provider slower than this leaves the visitor typing a plain address.
const PROVIDER_TIMEOUT_MS = 4000;

const ADAPTERS: Readonly<Record<PlacesProviderId, (apiKey: string, ctx: PlacesContext) => PlacesProvider>> = {
  google: (apiKey, ctx) => googlePlaces(apiKey, ctx.googleApiBase),
};

async function withProvider<T>(
  ctx: PlacesContext,
  key: readonly string[],
  empty: T,
  call: (provider: PlacesProvider, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const credentials = await placesCredentials(ctx.db, ctx.websiteId, ctx.secretsKey);
  if (!credentials) return empty;
  const provider = ADAPTERS[credentials.provider](credentials.apiKey, ctx);
  try {
    return await ctx.cache.through([ctx.websiteId, String(credentials.version), ...key], () =>
      call(provider, AbortSignal.timeout(PROVIDER_TIMEOUT_MS)),
    );
  } catch (error) {
    // A provider failure is not the visitor's: checkout goes on with plain fields.
    ctx.log.error({ err: error, provider: credentials.provider }, 'places provider call failed');
    return empty;
  }
}

/** Suggestions for what the visitor typed; none without a provider or when it fails. */
export async function suggestPlaces(
  ctx: PlacesContext,
  query: AutocompleteQuery,
): Promise<PlaceSuggestion[]> {
  const input = query.input.trim().replace(/\s+/g, ' ');
  if (input === '') return [];
  const key = ['autocomplete', query.language, query.country ?? '', input.toLocaleLowerCase()];
  return withProvider(ctx, key, [], (provider, signal) => provider.autocomplete({ ...query, input }, signal));
}

/** The address of a suggested place; undefined without a provider, for an unknown place or a failure. */
export async function placeDetails(
  ctx: PlacesContext,
  query: DetailsQuery,
): Promise<PlaceDetails | undefined> {
  const key = ['details', query.language, query.placeId];
  return withProvider(ctx, key, undefined, (provider, signal) => provider.details(query, signal));
}
