import { AUTOMATED_MOCK_REPLAY_ID, PUBLIC_API_PATHS } from '@tessera/core';
import { findAnalyticsSettings } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { limit } from '../plugins/index.js';

/**
 * GET /api/commerce/fullstory/getId (platform spec §7): the session-replay id string the owner
 * configured, 204 (no id) while no replay provider is set up (the default), and the automated-mock id for
 * automated browsers, for which the gating rule never loads a replay.
 */
export const sessionReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_API_PATHS.sessionReplayId,
    {
      schema: {
        tags: ['session-replay'],
        response: { 200: z.string().describe('The replay id as a JSON string'), 204: z.null() },
      },
      config: limit({ max: 30, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const settings = await findAnalyticsSettings(request.server.database.db, request.website.id);
      if (
        !settings ||
        settings.replay_provider === 'none' ||
        !settings.replay_enabled ||
        !settings.replay_id
      ) {
        return reply.code(204).send(null);
      }
      reply.header('cache-control', 'private, no-store');
      const id = isbot(request.headers['user-agent'] ?? '') ? AUTOMATED_MOCK_REPLAY_ID : settings.replay_id;
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
    },
  );
};
