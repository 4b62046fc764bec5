import { pingDatabase } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness and readiness in one: answers 200 only when the database answers (else 503). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { website: 'none' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
