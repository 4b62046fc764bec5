import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { idempotent, sendChangedElsewhere, unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import { siteChanged } from '../render/index.js';
import { coverPageCreate, coverPageRefused, coverPageReplace, splashPage } from './cover-page-schemas.js';
import { createSplashPage, readSplashPage, removeCoverPage, replaceCoverPage } from './cover-page-service.js';
import { pageParams } from './schemas.js';

const tags = ['admin: pages'];
const ONE = '/api/admin/pages/:pageId/cover-page';

/**
 * Splash pages (page type 3): a page whose content is one cover-page slide, shown full-screen
 * without the site's header, navigation or footer. Creating one makes the page and its slide in
 * one step (with an idempotency key, a retry makes nothing more); PUT replaces a page's slide (with
 * `version`, the page's `updatedAt`, refused with 409 and the page as it is now when saved since)
 * and DELETE turns it back into a plain page. Pages are content: the permission is content.edit, as
 * for every other page.
 */
export const coverPageOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('content.edit');
  app.post(
    '/api/admin/cover-pages',
    {
      schema: { tags, headers: idempotencyHeaders, body: coverPageCreate, response: { 201: splashPage } },
      preHandler,
    },
    async (request, reply) => {
      const created = await idempotent(request, reply, {
        status: 201,
        write: async (trx) =>
          unwrap(await createSplashPage({ ...contextOf(request), db: trx }, request.body)),
      });
      siteChanged(request.website.id, 'collections');
      return created;
    },
  );
  app.get(
    ONE,
    { schema: { tags, params: pageParams, response: { 200: splashPage } }, preHandler },
    async (request) => unwrap(await readSplashPage(contextOf(request), request.params.pageId)),
  );
  app.put(
    ONE,
    {
      schema: {
        tags,
        params: pageParams,
        body: coverPageReplace,
        response: { 200: splashPage, ...errorResponses('validation-failed'), 409: coverPageRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const saved = await replaceCoverPage(ctx, request.params.pageId, request.body);
      if (!saved.ok && saved.error.code === 'changed-elsewhere') {
        const latest = await readSplashPage(ctx, request.params.pageId);
        return sendChangedElsewhere(request, reply, latest.ok ? latest.value : undefined);
      }
      const value = unwrap(saved);
      siteChanged(request.website.id, 'collections');
      return value;
    },
  );
  app.delete(ONE, { schema: { tags, params: pageParams }, preHandler }, async (request, reply) => {
    unwrap(await removeCoverPage(contextOf(request), request.params.pageId));
    siteChanged(request.website.id, 'collections');
    return reply.code(204).send();
  });
};
