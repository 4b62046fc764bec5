import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { headerFooter, headerFooterBody } from './schemas.js';
import { readHeaderFooter, saveHeaderFooter } from './service.js';

/** The site header and footer (platform spec §7: GET/PUT /api/site-header-footer). */
export const headerFooterRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('header-footer.edit');
  app.get(
    '/api/site-header-footer',
    { schema: { tags: ['header-footer'], response: { 200: headerFooter } }, preHandler: guard },
    async (request) => readHeaderFooter(contextOf(request)),
  );
  app.put(
    '/api/site-header-footer',
    {
      schema: { tags: ['header-footer'], body: headerFooterBody, response: { 200: headerFooter } },
      preHandler: guard,
    },
    async (request) => saveHeaderFooter(contextOf(request), request.body),
  );
};
