import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { requireCrumb } from '../plugins/crumb.js';
import { limit } from '../plugins/rate-limit.js';
import { AppError } from '../errors.js';
import { formRenderBody, quickViewBody, quickViewParams, recordedResponse } from './schemas.js';
import { recordFormRender, recordQuickView } from './service.js';

/** Per visitor (website + IP + crumb) and route: a page reports a handful of these, never 60 a minute. */
export const CENSUS_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Visitor census calls of storefront spec §7: form renders and product quick views. */
export const censusRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitorLimit = limit(CENSUS_LIMIT);
  app.post(
    '/api/census/form-render',
    {
      schema: { tags: ['census'], body: formRenderBody, response: { 200: recordedResponse } },
      preHandler: requireCrumb,
      config: visitorLimit,
      bodyLimit: 4096,
    },
    async (request) => ({
      recorded: await recordFormRender(contextOf(request), request.body.formId, request.body.visitorCookie),
    }),
  );
  // The quick-view island posts with no body (or JSON `{visitorCookie}`) and the crumb echoed.
  app.post(
    '/api/census/RecordQuickView/:id',
    {
      schema: { tags: ['census'], params: quickViewParams, body: quickViewBody, response: { 204: z.null() } },
      preHandler: requireCrumb,
      config: visitorLimit,
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const recorded = await recordQuickView(
        contextOf(request),
        request.params.id,
        request.body?.visitorCookie,
      );
      if (!recorded) throw new AppError('not-found');
      return reply.code(204).send(null);
    },
  );
};
