import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { preferences, preferencesBody, preferencesParams } from './schemas.js';
import { mergePreferences, readPreferences } from './service.js';

const PATH = '/api/v1/commerce-preferences/:namespace';

/** Commerce preferences per namespace (platform spec §7). */
export const commercePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('commerce.settings');
  app.get(
    PATH,
    {
      schema: { tags: ['commerce-preferences'], params: preferencesParams, response: { 200: preferences } },
      preHandler: guard,
    },
    async (request) => readPreferences(contextOf(request), request.params.namespace),
  );
  app.put(
    PATH,
    {
      schema: {
        tags: ['commerce-preferences'],
        params: preferencesParams,
        body: preferencesBody,
        response: { 200: preferences },
      },
      preHandler: guard,
    },
    async (request) => mergePreferences(contextOf(request), request.params.namespace, request.body),
  );
};
