import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { preferences, preferencesBody, preferencesParams, preferencesRefused } from './schemas.js';
import { changedElsewhere, matchesIfMatch, sendTagged } from './entity-tag.js';
import { mergePreferences, readPreferences } from './service.js';

const PATH = '/api/v1/commerce-preferences/:namespace';

/**
 * Commerce preferences per namespace (platform spec §7). Answers carry an `ETag`; a PUT with
 * `If-Match` from an older value is refused with 409 and the latest (entity-tag.ts).
 */
export const commercePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('commerce.settings');
  app.get(
    PATH,
    {
      schema: { tags: ['commerce-preferences'], params: preferencesParams, response: { 200: preferences } },
      preHandler: guard,
    },
    async (request, reply) => {
      const value = await readPreferences(contextOf(request), request.params.namespace);
      return sendTagged(reply, value);
    },
  );
  app.put(
    PATH,
    {
      schema: {
        tags: ['commerce-preferences'],
        params: preferencesParams,
        body: preferencesBody,
        response: { 200: preferences, 409: preferencesRefused },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const outcome = await mergePreferences(
        contextOf(request),
        request.params.namespace,
        request.body,
        (stored) => matchesIfMatch(request, stored),
      );
      if ('latest' in outcome) return changedElsewhere(request, reply, outcome.latest);
      return sendTagged(reply, outcome.merged);
    },
  );
};
