import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_ROBOTS_RULES, robotsTxt } from '@tessera/core';
import { siteDataCache } from '../render/index.js';
import { buildSitemap } from './sitemap.js';

/** Crawlers may reuse these files for this long (seconds); owner changes show after it. */
const MAX_AGE_SECONDS = 300;
const PUBLIC_FILE = { config: { websiteFromCache: true } } as const;

const sitemapQuery = z.object({ page: z.string().max(12).optional() });

/** Search engines' files: `/robots.txt`, `/sitemap.xml` (and its numbered parts above 50,000 URLs). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  // robots.txt names no page (unlike the sitemap, which stays behind the lock).
  const robots = { config: { ...PUBLIC_FILE.config, siteLock: 'open' }, schema: { hide: true } } as const;
  app.get('/robots.txt', robots, async (request, reply) => {
    const site = await siteDataCache.get(app.database.db, request.website, app.clock.now());
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .send(robotsTxt(site.robotsRules ?? DEFAULT_ROBOTS_RULES, request.siteOrigin));
  });

  app.get(
    '/sitemap.xml',
    { ...PUBLIC_FILE, schema: { hide: true, querystring: sitemapQuery } },
    async (request, reply) => {
      const raw = request.query.page;
      const page = raw === undefined ? undefined : /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
      const now = app.clock.now();
      const site = await siteDataCache.get(app.database.db, request.website, now);
      const xml = await buildSitemap({
        db: app.database.db,
        websiteId: request.website.id,
        site,
        baseUrl: request.siteOrigin,
        now,
        page,
      });
      if (xml === undefined) return reply.callNotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .send(xml);
    },
  );
};
