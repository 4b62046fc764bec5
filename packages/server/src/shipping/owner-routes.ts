import {
  deleteShippingRate,
  findShippingRate,
  insertShippingRate,
  listShippingRates,
  setVariantWeight,
  updateShippingRate,
} from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent, sendChangedElsewhere } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { failure, sendFailure } from '../failure.js';
import { errorResponses } from '../plugins/index.js';
import { rowId, idempotencyHeaders } from '@tessera/contract';
import { rateBody, rateDto, rateParams, ratePatch, rateRefused, rateSchema } from './schemas.js';

const tags = ['commerce-settings'];
const BASE = '/api/admin/commerce/shipping-rates';
const weightBody = z.object({ weightGrams: z.number().int().min(0).max(10_000_000) });

/** Owner API for shipping rates (flat, by weight, free above an amount; per country) and weights. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const db = () => app.database.db;

  app.get(BASE, { schema: { tags, response: { 200: z.array(rateSchema) } }, preHandler }, async (request) =>
    (await listShippingRates(db(), request.website.id)).map(rateDto),
  );

  app.post(
    BASE,
    {
      schema: { tags, headers: idempotencyHeaders, body: rateBody, response: { 201: rateSchema } },
      preHandler,
    },
    async (request, reply) =>
      idempotent(request, reply, {
        status: 201,
        write: async (trx) => rateDto(await insertShippingRate(trx, request.website.id, request.body)),
      }),
  );

  app.put(
    `${BASE}/:rateId`,
    {
      schema: {
        tags,
        params: rateParams,
        body: ratePatch,
        response: { 200: rateSchema, ...errorResponses('not-found'), 409: rateRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { version, ...changes } = request.body;
      const { rateId } = request.params;
      const rate = await updateShippingRate(db(), request.website.id, rateId, changes, version);
      if (!rate) return sendFailure(request, reply, failure('not-found'));
      if (rate === 'changed') {
        const latest = await findShippingRate(db(), request.website.id, rateId);
        return sendChangedElsewhere(request, reply, latest && rateDto(latest));
      }
      return rateDto(rate);
    },
  );

  app.delete(
    `${BASE}/:rateId`,
    { schema: { tags, params: rateParams }, preHandler },
    async (request, reply) => {
      if (!(await deleteShippingRate(db(), request.website.id, request.params.rateId)))
        throw new AppError('not-found');
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/admin/commerce/variants/:variantId/weight',
    {
      schema: {
        tags,
        params: z.object({ variantId: rowId }),
        body: weightBody,
        response: { 200: weightBody },
      },
      preHandler: requirePermission('commerce.products'),
    },
    async (request) => {
      const { variantId } = request.params;
      if (!(await setVariantWeight(db(), request.website.id, variantId, request.body.weightGrams))) {
        throw new AppError('not-found');
      }
      return request.body;
    },
  );
};
