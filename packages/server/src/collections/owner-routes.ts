import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { idempotent } from '../owner-kit/index.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import {
  collection,
  collectionCreate,
  collectionList,
  collectionListQuery,
  collectionParams,
  collectionPatch,
} from './schemas.js';
import {
  createOwnerCollection,
  deleteOwnerCollection,
  listOwnerCollections,
  readCollection,
  updateOwnerCollection,
} from './service.js';

const tags = ['admin: collections'];
const ONE = '/api/admin/collections/:collectionId';

/** Owner CRUD for collections: pages, folders, blogs, events (stores come from the store API). */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('content.edit');
  app.get(
    '/api/admin/collections',
    { schema: { tags, querystring: collectionListQuery, response: { 200: collectionList } }, preHandler },
    async (request) => ({ collections: await listOwnerCollections(contextOf(request), request.query.type) }),
  );
  app.post(
    '/api/admin/collections',
    {
      schema: { tags, headers: idempotencyHeaders, body: collectionCreate, response: { 201: collection } },
      preHandler,
    },
    async (request, reply) => {
      const created = await idempotent(request, reply, {
        status: 201,
        write: async (trx) =>
          unwrap(await createOwnerCollection({ ...contextOf(request), db: trx }, request.body)),
      });
      siteChanged(request.website.id, 'collections');
      return created;
    },
  );
  app.get(
    ONE,
    { schema: { tags, params: collectionParams, response: { 200: collection } }, preHandler },
    async (request) => unwrap(await readCollection(contextOf(request), request.params.collectionId)),
  );
  app.patch(
    ONE,
    {
      schema: { tags, params: collectionParams, body: collectionPatch, response: { 200: collection } },
      preHandler,
    },
    async (request) => {
      const updated = unwrap(
        await updateOwnerCollection(contextOf(request), request.params.collectionId, request.body),
      );
      siteChanged(request.website.id, 'collections');
      return updated;
    },
  );
  app.delete(ONE, { schema: { tags, params: collectionParams }, preHandler }, async (request, reply) => {
    const ctx = contextOf(request);
    unwrap(
      await ctx.db
        .transaction()
        .execute(async (trx) => deleteOwnerCollection({ ...ctx, db: trx }, request.params.collectionId)),
    );
    siteChanged(request.website.id, 'collections');
    return reply.code(204).send();
  });
};
