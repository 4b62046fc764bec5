import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { idempotent, unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import {
  giftCardDetail,
  giftCardListQuery,
  giftCardPage,
  giftCardParams,
  giftCardSchema,
  issueGiftCardBody,
  issuedGiftCard,
} from './owner-schemas.js';
import { giftCardDetailOf, giftCardPageOf, issueGiftCardByHand, setGiftCardState } from './owner-service.js';

const tags = ['commerce-settings'];
const BASE = '/api/admin/commerce/gift-cards';
const ONE = `${BASE}/:giftCardId`;

/**
 * Owner API for gift cards (`commerce.settings`, like coupons): the list with balances, one card
 * with its balance history, issuing a card by hand (the code is answered once, never stored), and
 * disabling or enabling a card. Codes are never listed: only their last four characters.
 */
export const giftCardOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');

  app.get(
    BASE,
    { schema: { tags, querystring: giftCardListQuery, response: { 200: giftCardPage } }, preHandler },
    async (request) => giftCardPageOf(contextOf(request), request.query),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: issueGiftCardBody,
        response: { 201: issuedGiftCard },
      },
      preHandler,
    },
    async (request, reply) =>
      idempotent(request, reply, {
        status: 201,
        write: (trx) => issueGiftCardByHand(contextOf(request), trx, request.website.currency, request.body),
      }),
  );

  app.get(
    ONE,
    {
      schema: {
        tags,
        params: giftCardParams,
        response: { 200: giftCardDetail, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) => unwrap(await giftCardDetailOf(contextOf(request), request.params.giftCardId)),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `${ONE}/${action}`,
      {
        schema: {
          tags,
          params: giftCardParams,
          response: { 200: giftCardSchema, ...errorResponses('not-found') },
        },
        preHandler,
      },
      async (request) =>
        unwrap(
          await setGiftCardState(contextOf(request), request.params.giftCardId, disabled, app.clock.now()),
        ),
    );
  }
};
