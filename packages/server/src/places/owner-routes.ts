import { placesSettingsInput } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { sendFailure } from '../failure.js';
import { refusedWithLatest, sendChangedElsewhere } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import { placesSettingsView, removePlacesSettings, savePlacesSettings } from './places-settings.js';
import { placesRemoval, placesSettings } from './schemas.js';

const PATH = '/api/admin/commerce/places-settings';

/** The settings version the owner saw: forgetting settings saved since is refused. */
const removeQuery = z.object({ version: z.coerce.number().int().min(0).optional() });
/** A refused removal: another owner saved since, with the settings as they are now (key masked). */
const changedElsewhere = refusedWithLatest(placesSettings, ['changed-elsewhere']);
/** A refused save: as a removal, or the server has no key to seal the API key with. */
const saveRefused = refusedWithLatest(placesSettings, ['changed-elsewhere', 'places-encryption-key-missing']);

/**
 * Owner API of address autocomplete at checkout: which provider answers and its API key. The key
 * goes in, sealed at rest; only its masked hint comes out.
 */
export const placesOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const tags = ['commerce-settings'];
  const secretsKey = () => app.config.payments.secretsKey;
  const current = (request: FastifyRequest) =>
    placesSettingsView(app.database.db, request.website.id, secretsKey());
  const refused = async (
    request: FastifyRequest,
    reply: FastifyReply,
    error: Parameters<typeof sendFailure>[2],
  ) =>
    error.code === 'changed-elsewhere'
      ? sendChangedElsewhere(request, reply, await current(request))
      : sendFailure(request, reply, error);

  app.get(
    PATH,
    { schema: { tags, response: { 200: placesSettings } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return current(request);
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
          ...errorResponses('places-key-required'),
          409: saveRefused,
        },
      },
      preHandler,
    },
    async (request, reply) => {
      const saved = await savePlacesSettings(app.database.db, request.website.id, secretsKey(), request.body);
      return saved.ok ? saved.value : refused(request, reply, saved.error);
    },
  );

  app.delete(
    PATH,
    {
      schema: { tags, querystring: removeQuery, response: { 200: placesRemoval, 409: changedElsewhere } },
      preHandler,
    },
    async (request, reply) => {
      const removed = await removePlacesSettings(
        app.database.db,
        request.website.id,
        secretsKey(),
        request.query.version,
      );
      if (!removed.ok) return refused(request, reply, removed.error);
      reply.header('cache-control', 'no-store');
      return { ...removed.value.settings, removedKey: removed.value.removedKey };
    },
  );
};
