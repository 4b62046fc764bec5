import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import {
  historyQuery,
  inventoryPage,
  inventoryQuery,
  stockCell,
  stockEdit,
  stockHistory,
  variantParams,
} from './owner-schemas.js';
import { editStock, inventoryPageOf, stockHistoryOf } from './owner-service.js';

const tags = ['admin: inventory'];
export const INVENTORY_PATH = '/api/admin/commerce/inventory';

/** The owner's inventory table: every counted variant, per-cell stock edits, each variant's history. */
export const inventoryOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.products');
  app.get(
    INVENTORY_PATH,
    { schema: { tags, querystring: inventoryQuery, response: { 200: inventoryPage } }, preHandler },
    async (request) => inventoryPageOf(contextOf(request), request.query),
  );
  app.patch(
    `${INVENTORY_PATH}/:variantId`,
    {
      schema: {
        tags,
        params: variantParams,
        body: stockEdit,
        response: {
          200: stockCell.pick({ variantId: true, qtyInStock: true, unlimited: true, version: true }),
          ...errorResponses('not-found', 'changed-elsewhere'),
        },
      },
      preHandler,
    },
    async (request) => {
      const saved = unwrap(await editStock(contextOf(request), request.params.variantId, request.body));
      siteChanged(request.website.id, 'products');
      return saved;
    },
  );
  app.get(
    `${INVENTORY_PATH}/:variantId/history`,
    {
      schema: {
        tags,
        params: variantParams,
        querystring: historyQuery,
        response: { 200: stockHistory, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) =>
      unwrap(await stockHistoryOf(contextOf(request), request.params.variantId, request.query)),
  );
};
