import { Readable } from 'node:stream';
import { findOrder, listOrderItems, listOrders, markOrderFulfilled } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../admin-api/outcome.js';
import { requirePermission } from '../auth/guards.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import {
  exportQuery,
  orderFilterQuery,
  orderListResponse,
  orderParams,
  orderResponse,
  refundBody,
} from './admin-schemas.js';
import { ordersCsv } from './csv-export.js';
import { orderView, orderViewOf } from './order-view.js';
import { refundOrder } from './refund-order.js';

const tags = ['orders'];
const BASE = '/api/admin/commerce/orders';
const ONE = `${BASE}/:orderId`;

/** The owner's orders: list and filter, open one, mark fulfilled, refund (test mode), CSV export. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requirePermission('commerce.orders');
  const db = () => app.database.db;

  app.get(
    BASE,
    {
      schema: { tags, querystring: orderFilterQuery, response: { 200: orderListResponse } },
      preHandler: read,
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const websiteId = request.website.id;
      const list = await listOrders(db(), websiteId, filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const items = await listOrderItems(
        db(),
        websiteId,
        list.orders.map((o) => o.id),
      );
      const orders = list.orders.map((o) =>
        orderView(
          o,
          items.filter((i) => i.order_id === o.id),
        ),
      );
      return { orders, total: list.total, page, pageSize };
    },
  );

  app.get(
    `${BASE}/export.csv`,
    { schema: { tags, querystring: exportQuery }, preHandler: read },
    async (request, reply) => {
      const stamp = new Date(request.server.clock.now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(db(), request.website.id, request.query)));
    },
  );

  app.get(
    ONE,
    { schema: { tags, params: orderParams, response: { 200: orderResponse } }, preHandler: read },
    async (request) => {
      const order = await findOrder(db(), request.website.id, request.params.orderId);
      if (!order) throw new AppError('not-found');
      return { order: orderViewOf(order) };
    },
  );

  app.post(
    `${ONE}/fulfillment`,
    { schema: { tags, params: orderParams, response: { 200: orderResponse } }, preHandler: read },
    async (request) => {
      const websiteId = request.website.id;
      const order = await findOrder(db(), websiteId, request.params.orderId);
      if (!order) throw new AppError('not-found');
      if (!(await markOrderFulfilled(db(), websiteId, order.id))) throw new AppError('order-not-fulfillable');
      const after = await findOrder(db(), websiteId, order.id);
      return { order: after ? orderViewOf(after) : null };
    },
  );

  app.post(
    `${ONE}/refunds`,
    {
      schema: { tags, params: orderParams, body: refundBody, response: { 200: orderResponse } },
      preHandler: requirePermission('commerce.refunds'),
    },
    async (request) => ({
      order: orderViewOf(unwrap(await refundOrder(contextOf(request), request.params.orderId, request.body))),
    }),
  );
};
