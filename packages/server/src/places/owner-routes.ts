import { placesSettingsInput } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { sendFailure } from '../failure.js';
import { errorResponses } from '../plugins/index.js';
import { placesSettingsView, removePlacesSettings, savePlacesSettings } from './places-settings.js';
import { placesSettings } from './schemas.js';

const PATH = '/api/admin/commerce/places-settings';

/**
 * Owner API of address autocomplete at checkout: which provider answers and its API key. The key
 * goes in, sealed at rest; only its masked hint comes out.
 */
export const placesOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const tags = ['commerce-settings'];
  const secretsKey = () => app.config.payments.secretsKey;

  app.get(
    PATH,
    { schema: { tags, response: { 200: placesSettings } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return placesSettingsView(app.database.db, request.website.id, secretsKey());
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        body: placesSettingsInput,
        response: {
          200: placesSettings,
          ...errorResponses('places-encryption-key-missing', 'places-key-required'),
        },
      },
      preHandler,
    },
    async (request, reply) => {
      const saved = await savePlacesSettings(app.database.db, request.website.id, secretsKey(), request.body);
      return saved.ok ? saved.value : sendFailure(request, reply, saved.error);
    },
  );

  app.delete(PATH, { schema: { tags, response: { 200: placesSettings } }, preHandler }, async (request) =>
    removePlacesSettings(app.database.db, request.website.id, secretsKey()),
  );
};
