import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { idempotent } from '../owner-kit/index.js';
import { unwrap } from '../owner-kit/index.js';
import { errorBody } from '../errors.js';
import { siteChanged } from '../render/index.js';
import { listAuthors } from './authors.js';
import {
  authorList,
  item,
  itemConflict,
  itemCreate,
  itemList,
  itemListQuery,
  itemParams,
  itemPatch,
  itemsParams,
} from './schemas.js';
import {
  createOwnerItem,
  deleteOwnerItem,
  listOwnerItems,
  readOwnerItem,
  updateOwnerItem,
} from './service.js';

const tags = ['admin: items'];
const ONE = '/api/admin/items/:itemId';

/**
 * Owner CRUD for items (blog posts, events, …). Draft editors may write drafts (content.draft);
 * the service refuses them anything else, and publishing needs content.publish.
 */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = requirePermission('content.draft');
  app.get(
    '/api/admin/collections/:collectionId/items',
    {
      schema: { tags, params: itemsParams, querystring: itemListQuery, response: { 200: itemList } },
      preHandler: write,
    },
    async (request) =>
      unwrap(await listOwnerItems(contextOf(request), request.params.collectionId, request.query)),
  );
  app.post(
    '/api/admin/collections/:collectionId/items',
    {
      schema: {
        tags,
        params: itemsParams,
        headers: idempotencyHeaders,
        body: itemCreate,
        response: { 201: item },
      },
      preHandler: write,
    },
    async (request, reply) => {
      const created = await idempotent(request, reply, {
        status: 201,
        write: async (trx) =>
          unwrap(
            await createOwnerItem(
              { ...contextOf(request), db: trx },
              request.params.collectionId,
              request.body,
            ),
          ),
      });
      siteChanged(request.website.id, 'items');
      return created;
    },
  );
  app.get(
    ONE,
    { schema: { tags, params: itemParams, response: { 200: item } }, preHandler: write },
    async (request) => unwrap(await readOwnerItem(contextOf(request), request.params.itemId)),
  );
  app.patch(
    ONE,
    {
      schema: { tags, params: itemParams, body: itemPatch, response: { 200: item, 409: itemConflict } },
      preHandler: write,
    },
    async (request, reply) => {
      const updated = unwrap(await updateOwnerItem(contextOf(request), request.params.itemId, request.body));
      if ('conflict' in updated)
        return reply.code(409).send({
          ...errorBody('changed-elsewhere', request.id),
          code: 'changed-elsewhere',
          latest: updated.latest,
        });
      siteChanged(request.website.id, 'items');
      return updated;
    },
  );
  app.get(
    '/api/admin/authors',
    { schema: { tags, response: { 200: authorList } }, preHandler: write },
    async (request) => ({ authors: await listAuthors(contextOf(request)) }),
  );
  app.delete(
    ONE,
    { schema: { tags, params: itemParams }, preHandler: requirePermission('content.edit') },
    async (request, reply) => {
      unwrap(await deleteOwnerItem(contextOf(request), request.params.itemId));
      siteChanged(request.website.id, 'items');
      return reply.code(204).send();
    },
  );
};
