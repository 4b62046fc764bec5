import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { customerDetail, customerList, customerListQuery, customerParams } from './schemas.js';
import { customerPage, customersCsv, customerWithOrders } from './service.js';

const tags = ['admin: customers'];
export const CUSTOMERS_PATH = '/api/admin/commerce/customers';

/** The store's customers, built from orders: list, detail with order history, CSV export. */
export const customerOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.orders');
  app.get(
    CUSTOMERS_PATH,
    { schema: { tags, querystring: customerListQuery, response: { 200: customerList } }, preHandler },
    async (request) => customerPage(contextOf(request), request.query),
  );
  app.get(`${CUSTOMERS_PATH}/export.csv`, { schema: { tags }, preHandler }, async (request, reply) => {
    const stamp = new Date(app.clock.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="customers-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(customersCsv(app.database.db, request.website.id)));
  });
  app.get(
    `${CUSTOMERS_PATH}/:customerId`,
    {
      schema: {
        tags,
        params: customerParams,
        response: { 200: customerDetail, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) => unwrap(await customerWithOrders(contextOf(request), request.params.customerId)),
  );
};
