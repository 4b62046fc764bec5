import { MAX_ANALYTICS_BODY_BYTES, PUBLIC_API_PATHS } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectorBody, javascriptErrorsBody, performanceBody, recordEventBody } from '../analytics/index.js';
import { AppError } from '../errors.js';
import { unwrap } from '../failure.js';
import { requireCrumb } from '../plugins/index.js';
import { limit } from '../plugins/index.js';
import { isSameOriginPost } from '../plugins/index.js';
import { recordJavascriptErrors, recordPerformance, recordTrackingEvent } from './service.js';

/** Per visitor and route: a page sends a handful of these. */
export const EVENTS_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * Event tracking (platform spec §7): the legacy tracker, the collector, the JavaScript error
 * reporter and the performance collector, all served by this server. Beacons arrive as text/plain.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodyLimit = MAX_ANALYTICS_BODY_BYTES;
  // Event bodies carry timestamps a card check can mistake for numbers: stored text is scrubbed instead.
  const config = { ...limit(EVENTS_LIMIT), scrubsCardData: true };
  // Beacons post JSON as text/plain (no preflight); in this area it is parsed as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('validation-failed'), undefined);
    }
  });

  app.post(
    PUBLIC_API_PATHS.recordEvent,
    {
      schema: { tags: ['events'], body: recordEventBody, response: { 204: z.null() } },
      preHandler: requireCrumb,
      config,
      bodyLimit,
    },
    async (request, reply) => {
      unwrap(await recordTrackingEvent(request, request.body.event, request.body.data, 'legacy'));
      return reply.code(204).send(null);
    },
  );

  // The collection service (platform spec §7), same origin here; beacons carry no header.
  app.post(
    PUBLIC_API_PATHS.collectorEvents,
    {
      schema: { tags: ['events'], body: collectorBody, response: { 204: z.null() } },
      config,
      bodyLimit,
    },
    async (request, reply) => {
      if (!isSameOriginPost(request)) throw new AppError('crumb-mismatch');
      unwrap(
        await recordTrackingEvent(
          request,
          request.body.eventSchemaName,
          request.body.eventContent,
          'collector',
        ),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    PUBLIC_API_PATHS.javascriptErrors,
    {
      schema: { tags: ['events'], body: javascriptErrorsBody, response: { 204: z.null() } },
      preHandler: requireCrumb,
      config,
      bodyLimit,
    },
    async (request, reply) => {
      unwrap(await recordJavascriptErrors(request, request.body));
      return reply.code(204).send(null);
    },
  );

  app.post(
    PUBLIC_API_PATHS.performance,
    {
      schema: { tags: ['events'], body: performanceBody, response: { 204: z.null() } },
      config,
      bodyLimit,
    },
    async (request, reply) => {
      if (!isSameOriginPost(request)) throw new AppError('crumb-mismatch');
      unwrap(await recordPerformance(request, request.body));
      return reply.code(204).send(null);
    },
  );
};
