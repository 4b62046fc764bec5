import { createHash } from 'node:crypto';
import { INSTALMENT_PROVIDER_LOCALES, PUBLIC_API_PATHS } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instalmentInfoHtml } from './instalment-info.js';

const infoQuery = z.object({
  locale: z.enum(INSTALMENT_PROVIDER_LOCALES),
  /** The shop's country; accepted for the provider's address format, the text depends on the locale. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

const ONE_DAY_SECONDS = 86_400;

/** `GET /api/commerce/instalments/info?locale=&country=`: the same text for every website, cached a day. */
export const instalmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_API_PATHS.instalmentInfo,
    { schema: { tags: ['commerce'], querystring: infoQuery }, config: { website: 'none' } },
    async (request, reply) => {
      const html = instalmentInfoHtml(request.query.locale);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
