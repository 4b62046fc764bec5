import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import { translationList, translationsBody, translationsQuery } from './schemas.js';
import { readTranslations, saveTranslations } from './service.js';

const tags = ['multilingual'];

/** The owner's translations of the site's texts, one language at a time (issue 18). */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('languages.edit');
  app.get(
    '/api/translations',
    { schema: { tags, querystring: translationsQuery, response: { 200: translationList } }, preHandler },
    async (request) =>
      unwrap(await readTranslations(contextOf(request), request.query.language, request.query.kind)),
  );
  app.put(
    '/api/translations',
    { schema: { tags, body: translationsBody, response: { 200: translationList } }, preHandler },
    async (request) => unwrap(await saveTranslations(contextOf(request), request.body)),
  );
};
