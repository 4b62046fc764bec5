import { idempotencyHeaders } from '@tessera/contract';
import { ok } from '@tessera/core';
import { deleteCoupon, findCoupon, insertCoupon, listCoupons, updateCoupon } from '@tessera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, idempotent, sendChangedElsewhere, unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { failure, sendFailure } from '../failure.js';
import { errorResponses } from '../plugins/index.js';
import {
  couponBody,
  couponChange,
  couponDeleteQuery,
  couponDto,
  couponParams,
  couponRefused,
  couponSchema,
} from './schemas.js';

const tags = ['commerce-settings'];
const BASE = '/api/admin/commerce/coupons';
const ONE = `${BASE}/:couponId`;

/**
 * Owner API for coupons: percentage, fixed amount or free shipping; minimum subtotal, date
 * window, total and per-customer limits, product or category scope.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const db = () => app.database.db;
  /** 409 'changed-elsewhere' with the coupon as it is now, so the studio can show what changed. */
  const refuseChanged = async (request: FastifyRequest, reply: FastifyReply, couponId: string) => {
    const latest = await findCoupon(db(), request.website.id, couponId);
    return sendChangedElsewhere(request, reply, latest && couponDto(latest));
  };

  app.get(BASE, { schema: { tags, response: { 200: z.array(couponSchema) } }, preHandler }, async (request) =>
    (await listCoupons(db(), request.website.id)).map(couponDto),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: couponBody,
        response: { 201: couponSchema, ...errorResponses('coupon-code-taken') },
      },
      preHandler,
    },
    async (request, reply) =>
      idempotent(request, reply, {
        status: 201,
        write: async (trx) => {
          const coupon = await insertCoupon(trx, request.website.id, request.body);
          // `unwrap` ends the idempotent write's transaction on the failure (answered as its 409).
          return unwrap(coupon ? ok(couponDto(coupon)) : fail('coupon-code-taken'));
        },
      }),
  );

  app.get(
    ONE,
    {
      schema: { tags, params: couponParams, response: { 200: couponSchema, ...errorResponses('not-found') } },
      preHandler,
    },
    async (request, reply) => {
      const coupon = await findCoupon(db(), request.website.id, request.params.couponId);
      if (!coupon) return sendFailure(request, reply, failure('not-found'));
      return couponDto(coupon);
    },
  );

  app.put(
    ONE,
    {
      schema: {
        tags,
        params: couponParams,
        body: couponChange,
        response: { 200: couponSchema, ...errorResponses('not-found'), 409: couponRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { version, ...changes } = request.body;
      const { couponId } = request.params;
      const coupon = await updateCoupon(db(), request.website.id, couponId, changes, version);
      if (!coupon) return sendFailure(request, reply, failure('not-found'));
      if (coupon === 'conflict') return sendFailure(request, reply, failure('coupon-code-taken'));
      if (coupon === 'changed') return refuseChanged(request, reply, couponId);
      return couponDto(coupon);
    },
  );

  app.delete(
    ONE,
    {
      schema: {
        tags,
        params: couponParams,
        querystring: couponDeleteQuery,
        response: { 204: z.null(), ...errorResponses('not-found'), 409: couponRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { couponId } = request.params;
      const outcome = await deleteCoupon(db(), request.website.id, couponId, request.query.version);
      if (outcome === 'missing') return sendFailure(request, reply, failure('not-found'));
      if (outcome === 'changed') return refuseChanged(request, reply, couponId);
      return reply.code(204).send(null);
    },
  );
};
