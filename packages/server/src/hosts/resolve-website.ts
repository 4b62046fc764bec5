import {
  findSoleWebsite,
  findWebsiteByDomain,
  findWebsiteBySlug,
  type Executor,
  type Website,
} from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { hostCache } from './host-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Public pages (the hot path) may take the website from the host cache, up to
     * `WEBSITE_CACHE_TTL_MS` old unless an owner write dropped it; every other route reads it fresh.
     */
    websiteFromCache?: boolean;
  }
}

/**
 * Finds the website a Host header names: a configured custom domain first, then
 * `<slug>.<baseHost>`, then — when the install has exactly one website — that website for any host.
 */
export async function resolveWebsite(
  db: Executor,
  hostname: string,
  baseHost: string | undefined,
): Promise<Website | undefined> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const byDomain = await findWebsiteByDomain(db, host);
  if (byDomain) return byDomain;
  if (baseHost && host.endsWith(`.${baseHost}`)) {
    const slug = host.slice(0, -(baseHost.length + 1));
    if (!slug.includes('.')) {
      const bySlug = await findWebsiteBySlug(db, slug);
      if (bySlug) return bySlug;
    }
  }
  return findSoleWebsite(db);
}

/** Resolves `request.website` for every route except install-level ones (`config.website: 'none'`). */
export function setupWebsiteResolution(app: FastifyInstance): void {
  app.decorateRequest('website', null as unknown as Website);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.website === 'none') return;
    if (request.is404) return;
    const { db } = app.database;
    const resolve = () => resolveWebsite(db, request.hostname, app.config.baseHost);
    const website = request.routeOptions.config.websiteFromCache
      ? await hostCache.get(db, request.hostname, resolve, app.clock.now())
      : await resolve();
    if (!website) throw new AppError('website-not-found');
    request.website = website;
  });
}
