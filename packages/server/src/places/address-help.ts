import type { FastifyRequest } from 'fastify';
import { placesCredentials } from './places-settings.js';
import { REGIONS_PATH } from './region-routes.js';
import { regionsOf } from './regions.js';
import { PLACES_PATHS } from './routes.js';

/** What the checkout's address form is given to help the shopper (the checkout island's `addressHelp`). */
export interface AddressHelp {
  /** The regions of the address's country, so the first render already has the select. */
  regions: { value: string; name: string }[];
  /** Where the island asks another country's regions (`/<country>` appended). */
  regionsPath: string;
  /** The places proxy when the owner set a provider; null keeps address line 1 a plain input. */
  places: { autocomplete: string; details: string } | null;
}

export async function addressHelpOf(request: FastifyRequest, country: string): Promise<AddressHelp> {
  const { database, config } = request.server;
  const provider = await placesCredentials(database.db, request.website.id, config.payments.secretsKey);
  return {
    regions: country ? [...regionsOf(country)] : [],
    regionsPath: REGIONS_PATH,
    places: provider ? { ...PLACES_PATHS } : null,
  };
}
