import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { limit } from '../plugins/index.js';
import { PlacesCache } from './places-cache.js';
import { placeDetails, suggestPlaces, type PlacesContext } from './places-service.js';
import { autocompleteQuery, autocompleteResponse, detailsQuery, detailsResponse } from './schemas.js';

export const PLACES_PATHS = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const;

/** The spec's log message for a details call without its tracking context (platform §8). */
export const MISSING_TRACKING_CONTEXT =
  'Please provide a tracking context when using Google Places API details to track cost';

// A visitor types a few keys a second at most; the debounced island sends far fewer.
const PLACES_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * The places proxy of platform spec §7: address suggestions and a place's address, through the
 * provider the owner set (its key never leaves the server). Answers empty without one.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new PlacesCache();
  const tags = ['places'];
  const contextOf = (request: FastifyRequest): PlacesContext => ({
    db: app.database.db,
    websiteId: request.website.id,
    secretsKey: app.config.payments.secretsKey,
    googleApiBase: app.config.googlePlacesApiBase,
    cache,
    log: request.log,
  });
  const languageOf = (request: FastifyRequest, language: string | undefined) =>
    language ?? request.website.locale;

  app.get(
    PLACES_PATHS.autocomplete,
    {
      schema: { tags, querystring: autocompleteQuery, response: { 200: autocompleteResponse } },
      config: limit(PLACES_LIMIT),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { input, language, sessionToken, country } = request.query;
      const query = { input, language: languageOf(request, language), sessionToken, country };
      return { suggestions: await suggestPlaces(contextOf(request), query) };
    },
  );

  app.get(
    PLACES_PATHS.details,
    {
      schema: { tags, querystring: detailsQuery, response: { 200: detailsResponse } },
      config: limit(PLACES_LIMIT),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { placeId, language, sessionToken, productPage, productSection } = request.query;
      if (!productPage || !productSection) request.log.warn(MISSING_TRACKING_CONTEXT);
      else request.log.info({ productPage, productSection }, 'places details');
      const query = { placeId, language: languageOf(request, language), sessionToken };
      return { place: (await placeDetails(contextOf(request), query)) ?? null };
    },
  );
};
