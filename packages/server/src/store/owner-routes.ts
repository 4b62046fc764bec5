import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../owner-kit/index.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { createStoreCategory } from './categories.js';
import {
  category,
  categoryParams,
  createCategoryBody,
  createdStore,
  createStoreBody,
  storeParams,
} from './schemas.js';
import { checkWebsitePath, createStore } from './service.js';

const BASE = '/api/content-service/product/1.1/websites/:websiteId/products';

/** Store creation (platform spec §7): the store collection, then its categories. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('commerce.products');
  app.post(
    BASE,
    {
      schema: {
        tags: ['store'],
        params: storeParams,
        headers: idempotencyHeaders,
        body: createStoreBody,
        response: { 201: createdStore },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      unwrap(checkWebsitePath(contextOf(request), request.params.websiteId));
      const created = await idempotent(request, reply, {
        status: 201,
        write: (trx) => createStore({ ...contextOf(request), db: trx }, request.body),
      });
      siteChanged(request.website.id, 'collections');
      return created;
    },
  );
  app.post(
    `${BASE}/:collectionId/categories`,
    {
      schema: {
        tags: ['store'],
        params: categoryParams,
        headers: idempotencyHeaders,
        body: createCategoryBody,
        response: { 201: category },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      unwrap(checkWebsitePath(contextOf(request), request.params.websiteId));
      const created = await idempotent(request, reply, {
        status: 201,
        write: async (trx) =>
          unwrap(
            await createStoreCategory(
              { ...contextOf(request), db: trx },
              request.params.collectionId,
              request.body,
            ),
          ),
      });
      siteChanged(request.website.id, 'categories');
      return created;
    },
  );
};
