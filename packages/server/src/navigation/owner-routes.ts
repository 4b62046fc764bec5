import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { navigationList, siteLayout, updateNavigationBody } from './schemas.js';
import { siteLayout as readSiteLayout, updateNavigation } from './service.js';

/** Site navigation (platform spec §7: UpdateNavigation, GetSiteLayout). */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('navigation.edit');
  app.post(
    '/api/widget/UpdateNavigation',
    {
      schema: { tags: ['navigation'], body: updateNavigationBody, response: { 200: navigationList } },
      preHandler: guard,
    },
    async (request) => unwrap(await updateNavigation(contextOf(request), request.body)),
  );
  app.get(
    '/api/commondata/GetSiteLayout',
    { schema: { tags: ['navigation'], response: { 200: siteLayout } }, preHandler: guard },
    async (request) => unwrap(await readSiteLayout(contextOf(request))),
  );
};
