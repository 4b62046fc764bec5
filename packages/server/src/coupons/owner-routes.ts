import { idempotencyHeaders } from '@tessera/contract';
import { deleteCoupon, findCoupon, insertCoupon, listCoupons, updateCoupon } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { couponBody, couponDto, couponParams, couponSchema } from './schemas.js';

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

  app.get(BASE, { schema: { tags, response: { 200: z.array(couponSchema) } }, preHandler }, async (request) =>
    (await listCoupons(db(), request.website.id)).map(couponDto),
  );

  app.post(
    BASE,
    {
      schema: { tags, headers: idempotencyHeaders, body: couponBody, response: { 201: couponSchema } },
      preHandler,
    },
    async (request, reply) =>
      idempotent(request, reply, {
        status: 201,
        write: async (trx) => {
          const coupon = await insertCoupon(trx, request.website.id, request.body);
          if (!coupon) throw new AppError('coupon-code-taken');
          return couponDto(coupon);
        },
      }),
  );

  app.get(
    ONE,
    { schema: { tags, params: couponParams, response: { 200: couponSchema } }, preHandler },
    async (request) => {
      const coupon = await findCoupon(db(), request.website.id, request.params.couponId);
      if (!coupon) throw new AppError('not-found');
      return couponDto(coupon);
    },
  );

  app.put(
    ONE,
    { schema: { tags, params: couponParams, body: couponBody, response: { 200: couponSchema } }, preHandler },
    async (request) => {
      const coupon = await updateCoupon(db(), request.website.id, request.params.couponId, request.body);
      if (coupon === 'conflict') throw new AppError('coupon-code-taken');
      if (!coupon) throw new AppError('not-found');
      return couponDto(coupon);
    },
  );

  app.delete(ONE, { schema: { tags, params: couponParams }, preHandler }, async (request, reply) => {
    if (!(await deleteCoupon(db(), request.website.id, request.params.couponId)))
      throw new AppError('not-found');
    return reply.code(204).send();
  });
};
