import { Readable } from 'node:stream';
import { findOrder, listGiftCardRedemptions, listOrderItems, listOrders } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { errorResponses } from '../plugins/index.js';
import {
  ORDER_COUNT_CAP,
  exportQuery,
  orderDetailResponse,
  orderFilterQuery,
  orderListResponse,
  orderParams,
} from './admin-schemas.js';
import { ordersCsv } from './csv-export.js';
import { orderView, orderViewOf } from './order-view.js';
import { orderTimeline } from './order-timeline.js';
import { orderActionRoutes } from './owner-action-routes.js';

const tags = ['orders'];
const BASE = '/api/admin/commerce/orders';
const ONE = `${BASE}/:orderId`;

/** The owner's orders: list and filter, open one with its timeline, CSV export; actions in owner-action-routes.ts. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderActionRoutes);
  const read = requirePermission('commerce.orders');
  const db = () => app.database.db;

  app.get(
    BASE,
    {
      schema: { tags, querystring: orderFilterQuery, response: { 200: orderListResponse } },
      preHandler: read,
    },
    async (request) => {
      const { page, pageSize, cursor, ...filter } = request.query;
      const websiteId = request.website.id;
      const list = await listOrders(db(), websiteId, filter, {
        ...(cursor !== undefined ? { before: cursor } : { offset: (page - 1) * pageSize }),
        limit: pageSize,
        countCap: ORDER_COUNT_CAP,
      });
      const items = await listOrderItems(
        db(),
        websiteId,
        list.orders.map((o) => o.id),
      );
      const linesOf = new Map<string, typeof items>();
      for (const item of items) linesOf.set(item.order_id, [...(linesOf.get(item.order_id) ?? []), item]);
      const orders = list.orders.map((o) => orderView(o, linesOf.get(o.id) ?? []));
      const last = list.orders.at(-1);
      const nextCursor = list.orders.length === pageSize && last ? last.order_number : null;
      return { orders, total: list.total, totalCapped: list.totalCapped, page, pageSize, nextCursor };
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
    {
      schema: {
        tags,
        params: orderParams,
        response: { 200: orderDetailResponse, ...errorResponses('not-found') },
      },
      preHandler: read,
    },
    async (request) => {
      const order = await findOrder(db(), request.website.id, request.params.orderId);
      if (!order) throw new AppError('not-found');
      const [timeline, redeemed] = await Promise.all([
        orderTimeline(db(), order),
        listGiftCardRedemptions(db(), request.website.id, order.id),
      ]);
      const giftCards = redeemed.map((g) => ({
        codeLast4: g.codeLast4,
        amount: { value: String(g.amount), currency: order.currency },
      }));
      return { order: orderViewOf(order), giftCards, timeline };
    },
  );
};
