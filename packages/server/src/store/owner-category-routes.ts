import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { deleteStoreCategory, listStoreCategories, updateStoreCategory } from './categories.js';
import { category, categoryPatch } from './schemas.js';
import { idSchema } from '../owner-kit/index.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';

const tags = ['admin: categories'];
const ONE = '/api/admin/categories/:categoryId';
const categoryParams = z.object({ categoryId: idSchema });

/** Store categories: listing, renaming, moving and deleting (creation is the store API's). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.products');
  app.get(
    '/api/admin/collections/:collectionId/categories',
    {
      schema: {
        tags,
        params: z.object({ collectionId: idSchema }),
        response: { 200: z.object({ categories: z.array(category) }) },
      },
      preHandler,
    },
    async (request) => ({
      categories: unwrap(await listStoreCategories(contextOf(request), request.params.collectionId)),
    }),
  );
  app.patch(
    ONE,
    {
      schema: { tags, params: categoryParams, body: categoryPatch, response: { 200: category } },
      preHandler,
    },
    async (request) => {
      const updated = unwrap(
        await updateStoreCategory(contextOf(request), request.params.categoryId, request.body),
      );
      siteChanged(request.website.id, 'categories');
      return updated;
    },
  );
  app.delete(ONE, { schema: { tags, params: categoryParams }, preHandler }, async (request, reply) => {
    unwrap(await deleteStoreCategory(contextOf(request), request.params.categoryId));
    siteChanged(request.website.id, 'categories');
    return reply.code(204).send();
  });
};
