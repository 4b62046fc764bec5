import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regionsOf } from './regions.js';

export const REGIONS_PATH = '/api/commerce/regions';

const regionsResponse = z.object({
  /** The country's states or provinces; empty when addresses there name none (then free text). */
  regions: z.array(z.object({ value: z.string(), name: z.string() })),
});

/**
 * One country's regions, for the checkout's region select when the shopper changes country: the
 * storefront asks for one list (a few hundred bytes) instead of shipping every country's.
 */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${REGIONS_PATH}/:country`,
    {
      schema: {
        tags: ['commerce'],
        params: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) }),
        response: { 200: regionsResponse },
      },
    },
    async (request, reply) => {
      // The same for every site and visitor, and it changes only with a release.
      reply.header('cache-control', 'public, max-age=86400');
      return { regions: [...regionsOf(request.params.country)] };
    },
  );
};
