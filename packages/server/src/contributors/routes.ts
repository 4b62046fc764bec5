import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { contributorList } from './schemas.js';
import { contributorsOf } from './service.js';

/** Owner API listing the website's contributors and their roles. */
export const contributorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contributors',
    {
      schema: { tags: ['contributors'], response: { 200: contributorList } },
      preHandler: requirePermission('contributors.manage'),
    },
    async (request) => contributorsOf(contextOf(request)),
  );
};
