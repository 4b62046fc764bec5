import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { limit } from '../plugins/index.js';
import type { PageService } from '../render/index.js';
import { PREVIEW_LINK_PATH } from './preview-token.js';
import { loadPagePreview, pageOfPreviewToken } from './preview-service.js';
import { pageParams } from './schemas.js';

/** Shows a page's draft through the same page service and theme visitors get. */
async function showPreview(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  pageId: string | undefined,
) {
  const { db } = request.server.database;
  const preview = pageId ? await loadPagePreview(db, request.website.id, pageId) : undefined;
  reply.header('x-robots-tag', 'noindex, nofollow');
  if (!preview) return pages.show(request, reply, { kind: 'not-found' });
  const { collection, blocks } = preview;
  return pages.show(
    request,
    reply,
    { kind: 'collection', collection, page: 1, categorySlug: undefined },
    { draftBlocks: blocks, path: `/${collection.url_id}` },
  );
}

const tokenParams = z.object({ token: z.string().min(1).max(300) });

/**
 * The studio's live preview: the owner's editor frames `/api/admin/pages/:pageId/preview` (their
 * session, content.draft); a shared link `/api/page-preview/:token` shows the same draft to
 * someone without an account until the token expires. Neither is ever cached or indexed.
 */
export const pagePreviewRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  app.get(
    '/api/admin/pages/:pageId/preview',
    {
      schema: { tags: ['admin: pages'], params: pageParams },
      preHandler: requirePermission('content.draft'),
    },
    async (request, reply) => showPreview(pages, request, reply, request.params.pageId),
  );
  app.get(
    `${PREVIEW_LINK_PATH}/:token`,
    {
      schema: { tags: ['pages'], params: tokenParams },
      // The preview link is the credential, as the owner shares it before the site opens.
      config: { ...limit({ max: 60, timeWindow: '1 minute' }), siteLock: 'open' },
    },
    async (request, reply) => {
      const { db } = request.server.database;
      const now = request.server.clock.now();
      const pageId = await pageOfPreviewToken(db, request.website.id, request.params.token, now);
      return showPreview(pages, request, reply, pageId);
    },
  );
};
