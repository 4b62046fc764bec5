import { listProductSummaries } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { bulkProducts } from './bulk-service.js';
import { bulkBody, bulkResult, productListQuery, productSummaryList } from './list-schemas.js';

const tags = ['admin: products'];
export const PRODUCT_LIST_PATH = '/api/admin/commerce/products';

/** The studio's product list over every store of the site, and its bulk actions. */
export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.products');
  app.get(
    PRODUCT_LIST_PATH,
    { schema: { tags, querystring: productListQuery, response: { 200: productSummaryList } }, preHandler },
    async (request) => {
      const { search, type, categoryId, stock, visibility, onSale, lowStockAt, sort, page, pageSize } =
        request.query;
      const list = await listProductSummaries(
        app.database.db,
        request.website.id,
        { search, productType: type, categoryId, stock, visibility, onSale, lowStockAt },
        sort,
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      return { ...list, page, pageSize };
    },
  );
  app.post(
    `${PRODUCT_LIST_PATH}/bulk`,
    {
      schema: { tags, body: bulkBody, response: { 200: bulkResult, ...errorResponses('not-found') } },
      preHandler,
    },
    async (request) => {
      const result = unwrap(await bulkProducts(contextOf(request), request.body));
      siteChanged(request.website.id, 'products');
      return result;
    },
  );
};
