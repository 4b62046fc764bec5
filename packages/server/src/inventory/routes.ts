import { PUBLIC_API_PATHS } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { limit } from '../plugins/index.js';
import { stockQuery, stockResponse } from './schemas.js';
import { stockOf } from './service.js';

/** Reads per address per minute; the add-to-cart flow asks once per product with additional fields. */
export const STOCK_READ_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/** `GET /api/commerce/inventory/stock/?itemId=` (storefront spec §7). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_API_PATHS.stock,
    {
      schema: { tags: ['commerce'], querystring: stockQuery, response: { 200: stockResponse } },
      config: limit(STOCK_READ_LIMIT),
    },
    async (request, reply) => {
      const results = await stockOf(contextOf(request), request.query.itemId);
      if (!results) throw new AppError('not-found');
      reply.header('cache-control', 'no-store');
      return { results };
    },
  );
};
