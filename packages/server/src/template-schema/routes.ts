import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateSchema, templateSchemaQuery } from './schemas.js';
import { formTemplateSchema } from './template-schema.js';

/** The form template schema of a form block type (storefront spec §7): public and read-only. */
export const templateSchemaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/template/GetTemplateSchema',
    { schema: { tags: ['forms'], querystring: templateSchemaQuery, response: { 200: templateSchema } } },
    async (request, reply) => {
      // The same for every website and visitor until the server is upgraded.
      reply.header('cache-control', 'public, max-age=300');
      return formTemplateSchema(request.query.type);
    },
  );
};
