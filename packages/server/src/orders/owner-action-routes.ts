import { randomUUID } from 'node:crypto';
import { findOrder } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf } from '../context.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { AppError } from '../errors.js';
import { cancelBody, fulfilBody, noteBody, orderParams, orderResponse, refundBody } from './admin-schemas.js';
import { fulfilOrder } from './fulfil-order.js';
import { addOrderNote, cancelOrder, resendConfirmation } from './order-notes.js';
import { orderViewOf } from './order-view.js';
import type { MailSite } from './owner-mail.js';
import { packingSlipHtml } from './packing-slip.js';
import { refundOrder } from './refund-order.js';

const tags = ['orders'];
const ONE = '/api/admin/commerce/orders/:orderId';

function mailSite(request: FastifyRequest): MailSite {
  return {
    websiteId: request.website.id,
    title: request.website.title,
    locale: request.website.locale,
    baseUrl: baseUrlOf(request),
  };
}

/**
 * What an owner does to an order: ship it (whole or per line, with tracking and the buyer's
 * email), refund (an amount or lines, restocking or not), cancel, add a private note, send the
 * confirmation again, print a packing slip. Every change lands on the order's timeline.
 */
export const orderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = requirePermission('commerce.orders');
  const refunds = requirePermission('commerce.refunds');

  app.post(
    `${ONE}/fulfillment`,
    {
      schema: {
        tags,
        params: orderParams,
        body: fulfilBody,
        response: { 200: orderResponse, ...errorResponses('not-found', 'order-not-fulfillable') },
      },
      preHandler: orders,
    },
    async (request) => {
      const order = unwrap(
        await fulfilOrder(contextOf(request), mailSite(request), request.params.orderId, request.body),
      );
      return { order: orderViewOf(order) };
    },
  );

  app.post(
    `${ONE}/refunds`,
    {
      schema: {
        tags,
        params: orderParams,
        body: refundBody,
        response: {
          200: orderResponse,
          ...errorResponses('not-found', 'order-not-refundable', 'refund-too-large'),
        },
      },
      preHandler: refunds,
    },
    async (request) => ({
      order: orderViewOf(
        unwrap(
          await refundOrder(contextOf(request), request.params.orderId, request.body, mailSite(request)),
        ),
      ),
    }),
  );

  app.post(
    `${ONE}/cancel`,
    {
      schema: {
        tags,
        params: orderParams,
        body: cancelBody,
        response: {
          200: orderResponse,
          ...errorResponses('not-found', 'order-not-cancellable', 'refund-too-large'),
        },
      },
      preHandler: refunds,
    },
    async (request) => ({
      order: orderViewOf(
        unwrap(
          await cancelOrder(contextOf(request), request.params.orderId, request.body, mailSite(request)),
        ),
      ),
    }),
  );

  app.post(
    `${ONE}/notes`,
    {
      schema: { tags, params: orderParams, body: noteBody, response: errorResponses('not-found') },
      preHandler: orders,
    },
    async (request, reply) => {
      unwrap(await addOrderNote(contextOf(request), request.params.orderId, request.body.text));
      return reply.code(204).send();
    },
  );

  app.post(
    `${ONE}/confirmation`,
    { schema: { tags, params: orderParams, response: errorResponses('not-found') }, preHandler: orders },
    async (request, reply) => {
      // A retried request with the same Idempotency-Key queues the email once.
      const key = request.headers['idempotency-key'];
      const sendKey = typeof key === 'string' && key.length <= 255 ? key : randomUUID();
      unwrap(
        await resendConfirmation(contextOf(request), mailSite(request), request.params.orderId, sendKey),
      );
      return reply.code(202).send();
    },
  );

  app.get(
    `${ONE}/packing-slip`,
    { schema: { tags, params: orderParams }, preHandler: orders },
    async (request, reply) => {
      const order = await findOrder(app.database.db, request.website.id, request.params.orderId);
      if (!order) throw new AppError('not-found');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(packingSlipHtml(orderViewOf(order), { title: request.website.title }));
    },
  );
};
