import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { dashboardQuery, dashboardResponse } from './schemas.js';
import { dashboardOf } from './service.js';

export const DASHBOARD_PATH = '/api/admin/dashboard';

/** The studio's home: today's and this week's sales, work waiting, stock running low, demand. */
export const dashboardOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATH,
    {
      schema: {
        tags: ['admin: dashboard'],
        querystring: dashboardQuery,
        response: { 200: dashboardResponse },
      },
      // Any contributor but 'none': each section is shown only to roles allowed to open its list.
      preHandler: requirePermission('site.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const site = { currency: request.website.currency, timeZone: request.website.time_zone };
      return dashboardOf(contextOf(request), site, { lowStockAt: request.query.lowStockAt });
    },
  );
};
