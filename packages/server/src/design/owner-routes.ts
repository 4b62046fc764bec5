import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../failure.js';
import { designAnswer, designBody, fontList } from './schemas.js';
import { fontCatalogue, readDesign, saveDesign } from './service.js';

/** The Design screen's API: the site styles, logo, favicon and sharing image, and the font list. */
export const designOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('site.settings');
  const tags = ['design'];
  app.get(
    '/api/admin/design',
    { schema: { tags, response: { 200: designAnswer } }, preHandler: guard },
    async (request) => unwrap(await readDesign(contextOf(request))),
  );
  app.put(
    '/api/admin/design',
    { schema: { tags, body: designBody, response: { 200: designAnswer } }, preHandler: guard },
    async (request) => unwrap(await saveDesign(contextOf(request), request.body)),
  );
  app.get(
    '/api/admin/design/fonts',
    { schema: { tags, response: { 200: fontList } }, preHandler: guard },
    async () => fontCatalogue(),
  );
};
