import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ANALYTICS_BODY_BYTES, PUBLIC_API_PATHS } from '@tessera/core';
import { contextOf } from '../context.js';
import { requireCrumb } from '../plugins/index.js';
import { limit } from '../plugins/index.js';
import { isSameOriginPost } from '../plugins/index.js';
import { AppError } from '../errors.js';
import { unwrap } from '../failure.js';
import { buttonBody, namedEventRecord, overlayBody, recordHitBody } from '../analytics/index.js';
import { formRenderBody, quickViewBody, quickViewParams, recordedResponse } from './schemas.js';
import { recordFormRender, recordQuickView } from './service.js';
import { recordHit, recordPageEvent } from './hit-service.js';

/** Per address (website + IP, IPv6 by /64) and route: a page reports a handful of these, never 60 a minute. */
export const CENSUS_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Hits and button renders come once per page and button: more room, still bounded per address. */
export const HIT_LIMIT = { max: 240, timeWindow: '1 minute' } as const;

/** Visitor census calls of storefront spec §7. Analytics failures never reach the visitor as a 5xx. */
export const censusRoutes: FastifyPluginAsyncZod = async (app) => {
  // Census bodies carry timestamps a card check can mistake for numbers: stored text is scrubbed instead.
  const visitorLimit = { ...limit(CENSUS_LIMIT), scrubsCardData: true };
  const hitLimit = { ...limit(HIT_LIMIT), scrubsCardData: true };
  const bodyLimit = MAX_ANALYTICS_BODY_BYTES;

  // Sent as a beacon (no custom header), so the browser's own origin headers stand in for the crumb.
  app.post(
    PUBLIC_API_PATHS.censusHit,
    {
      schema: { tags: ['census'], body: recordHitBody, response: { 204: z.null() } },
      config: hitLimit,
      bodyLimit,
    },
    async (request, reply) => {
      if (!isSameOriginPost(request)) throw new AppError('crumb-mismatch');
      unwrap(await recordHit(request, request.body));
      return reply.code(204).send(null);
    },
  );

  for (const [path, kind, metric] of [
    [PUBLIC_API_PATHS.censusButtonClick, 'button-click', 'button_clicks'],
    [PUBLIC_API_PATHS.censusButtonRender, 'button-render', 'button_renders'],
  ] as const) {
    app.post(
      path,
      {
        schema: { tags: ['census'], body: buttonBody, response: { 204: z.null() } },
        preHandler: requireCrumb,
        config: hitLimit,
        bodyLimit,
      },
      async (request, reply) => {
        const { visitorCookie: _cookie, ...page } = request.body;
        unwrap(
          await recordPageEvent(request, page, (facts, visit) =>
            namedEventRecord(
              facts,
              kind,
              page.label,
              page,
              page,
              [{ dimension: 'button', key: page.label, metric }],
              visit,
            ),
          ),
        );
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    PUBLIC_API_PATHS.censusOverlay,
    {
      schema: { tags: ['census'], body: overlayBody, response: { 204: z.null() } },
      preHandler: requireCrumb,
      config: visitorLimit,
      bodyLimit,
    },
    async (request, reply) => {
      const { visitorCookie: _cookie, ...page } = request.body;
      unwrap(
        await recordPageEvent(request, page, (facts, visit) =>
          namedEventRecord(
            facts,
            'overlay',
            page.overlayId,
            page,
            page,
            [{ dimension: 'overlay', key: page.overlayId, metric: `overlay_${page.action}` }],
            visit,
          ),
        ),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    PUBLIC_API_PATHS.censusFormRender,
    {
      schema: { tags: ['census'], body: formRenderBody, response: { 200: recordedResponse } },
      preHandler: requireCrumb,
      config: visitorLimit,
      bodyLimit: 4096,
    },
    async (request) => {
      const { formId, visitorCookie } = request.body;
      const recorded = await recordFormRender(contextOf(request), formId, visitorCookie);
      if (recorded) {
        unwrap(
          await recordPageEvent(request, null, (facts, visit) =>
            namedEventRecord(
              facts,
              'form-render',
              formId,
              null,
              { formId },
              [{ dimension: 'form', key: formId, metric: 'form_views' }],
              visit,
            ),
          ),
        );
      }
      return { recorded };
    },
  );

  // The quick-view island posts with no body (or JSON `{visitorCookie}`) and the crumb echoed.
  app.post(
    `${PUBLIC_API_PATHS.censusQuickView}/:id`,
    {
      schema: { tags: ['census'], params: quickViewParams, body: quickViewBody, response: { 204: z.null() } },
      preHandler: requireCrumb,
      config: visitorLimit,
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const productId = request.params.id;
      const recorded = await recordQuickView(contextOf(request), productId, request.body?.visitorCookie);
      if (!recorded) throw new AppError('not-found');
      unwrap(
        await recordPageEvent(request, null, (facts, visit) =>
          namedEventRecord(
            facts,
            'quick-view',
            productId,
            null,
            { productId },
            [{ dimension: 'product', key: productId, metric: 'quick_views' }],
            visit,
          ),
        ),
      );
      return reply.code(204).send(null);
    },
  );
};
