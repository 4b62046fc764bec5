import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { requireCrumb } from '../plugins/crumb.js';
import { limit } from '../plugins/rate-limit.js';
import { formRenderBody, recordedResponse } from './schemas.js';
import { recordFormRender } from './service.js';

/** Visitor census calls of storefront spec §7 that the forms area reports. */
export const censusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/census/form-render',
    {
      schema: { tags: ['census'], body: formRenderBody, response: { 200: recordedResponse } },
      preHandler: requireCrumb,
      config: limit({ max: 60, timeWindow: '1 minute' }),
      bodyLimit: 4096,
    },
    async (request) => ({
      recorded: await recordFormRender(contextOf(request), request.body.formId, request.body.visitorCookie),
    }),
  );
};
