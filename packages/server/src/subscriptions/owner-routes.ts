import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf } from '../context.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import {
  ownerSubscription,
  subscriptionDetail,
  subscriptionList,
  subscriptionListQuery,
  subscriptionParams,
} from './owner-schemas.js';
import { changeSubscription, subscriptionPage, subscriptionWithOrders } from './owner-service.js';

const tags = ['admin: subscriptions'];
export const SUBSCRIPTIONS_PATH = '/api/admin/commerce/subscriptions';

/** The owner's subscriptions: list (failed renewals visible), detail with its orders, cancel, pause, resume. */
export const subscriptionOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requirePermission('commerce.orders');
  app.get(
    SUBSCRIPTIONS_PATH,
    {
      schema: { tags, querystring: subscriptionListQuery, response: { 200: subscriptionList } },
      preHandler: read,
    },
    async (request) => subscriptionPage(contextOf(request), request.query),
  );
  app.get(
    `${SUBSCRIPTIONS_PATH}/:subscriptionId`,
    {
      schema: {
        tags,
        params: subscriptionParams,
        response: { 200: subscriptionDetail, ...errorResponses('not-found') },
      },
      preHandler: read,
    },
    async (request) =>
      unwrap(await subscriptionWithOrders(contextOf(request), request.params.subscriptionId)),
  );
  for (const action of ['cancel', 'pause', 'resume', 'retry'] as const) {
    app.post(
      `${SUBSCRIPTIONS_PATH}/:subscriptionId/${action}`,
      {
        schema: {
          tags,
          params: subscriptionParams,
          response: {
            200: ownerSubscription,
            ...errorResponses(
              'not-found',
              'subscription-not-active',
              'subscription-not-paused',
              'subscription-not-past-due',
            ),
          },
        },
        preHandler: requirePermission(action === 'cancel' ? 'commerce.refunds' : 'commerce.orders'),
      },
      async (request) => {
        const store = {
          title: request.website.title,
          baseUrl: baseUrlOf(request),
          locale: request.website.locale,
        };
        return unwrap(
          await changeSubscription(contextOf(request), request.params.subscriptionId, action, store),
        );
      },
    );
  }
};
