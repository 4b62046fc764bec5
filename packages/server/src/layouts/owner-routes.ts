import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { blocksBody, layout, layoutEnsure, layoutParams } from './schemas.js';
import { ensureOwnerLayout, readLayout, saveBlocks } from './service.js';

const tags = ['admin: layouts'];

/** Page layouts and their blocks (at most 60 per layout). */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('content.edit');
  app.post(
    '/api/admin/layouts',
    { schema: { tags, body: layoutEnsure, response: { 200: layout } }, preHandler },
    async (request) => unwrap(await ensureOwnerLayout(contextOf(request), request.body)),
  );
  app.get(
    '/api/admin/layouts/:layoutId',
    { schema: { tags, params: layoutParams, response: { 200: layout } }, preHandler },
    async (request) => unwrap(await readLayout(contextOf(request), request.params.layoutId)),
  );
  app.put(
    '/api/admin/layouts/:layoutId/blocks',
    { schema: { tags, params: layoutParams, body: blocksBody, response: { 200: layout } }, preHandler },
    async (request) => {
      const saved = unwrap(await saveBlocks(contextOf(request), request.params.layoutId, request.body));
      siteChanged(request.website.id, 'layouts');
      return saved;
    },
  );
};
