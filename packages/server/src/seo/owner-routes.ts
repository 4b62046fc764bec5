import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { robotsBody, robotsSettings, urlMappingsBody, urlMappingsSettings } from './schemas.js';
import { readRobots, readUrlMappings, saveRobots, saveUrlMappings } from './settings-service.js';

const tags = ['admin: seo'];

/**
 * The owner's search-engine settings: robots.txt rules and URL mappings. Each PUT replaces the
 * whole value, so a retry is harmless and the studio's undo is the PUT of the old value.
 */
export const seoOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('site.settings');
  const baseUrl = (request: { siteOrigin: string }) => request.siteOrigin;
  app.get(
    '/api/admin/seo/robots',
    { schema: { tags, response: { 200: robotsSettings } }, preHandler },
    async (request) => readRobots(contextOf(request), baseUrl(request)),
  );
  app.put(
    '/api/admin/seo/robots',
    { schema: { tags, body: robotsBody, response: { 200: robotsSettings } }, preHandler },
    async (request) => {
      const saved = unwrap(
        await saveRobots(contextOf(request), request.body, baseUrl(request), app.clock.now()),
      );
      siteChanged(request.website.id, 'settings');
      return saved;
    },
  );
  app.get(
    '/api/admin/seo/url-mappings',
    { schema: { tags, response: { 200: urlMappingsSettings } }, preHandler },
    async (request) => readUrlMappings(contextOf(request)),
  );
  app.put(
    '/api/admin/seo/url-mappings',
    { schema: { tags, body: urlMappingsBody, response: { 200: urlMappingsSettings } }, preHandler },
    async (request) => {
      const saved = unwrap(await saveUrlMappings(contextOf(request), request.body, app.clock.now()));
      siteChanged(request.website.id, 'settings');
      return saved;
    },
  );
};
