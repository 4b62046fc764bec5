import {
  findPrimaryHost,
  findSoleWebsite,
  findWebsiteByDomain,
  findWebsiteBySlug,
  type Executor,
  type Website,
} from '@tessera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { hostCache, type ResolvedHost } from './host-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * `<protocol>://<host>` for the website's absolute URLs (canonical, og:url, base-url, sitemap,
     * e-mail links): its primary domain, else `<slug>.<BASE_HOST>`, else `PUBLIC_URL`; never a
     * Host header the site does not claim.
     */
    siteOrigin: string;
  }
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
 * `<slug>.<BASE_HOST>`, then — when the install has exactly one website and no host names it (no
 * BASE_HOST, no domain) — that website for any host. Any other host is no site's (404).
 */
export async function resolveWebsite(
  db: Executor,
  hostname: string,
  baseHost: string | undefined,
): Promise<ResolvedHost | undefined> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const withHost = async (website: Website): Promise<ResolvedHost> => ({
    id: website.id,
    website,
    canonicalHost:
      (await findPrimaryHost(db, website.id)) ?? (baseHost ? `${website.slug}.${baseHost}` : null),
  });
  const byDomain = await findWebsiteByDomain(db, host);
  if (byDomain) return withHost(byDomain);
  if (baseHost && host.endsWith(`.${baseHost}`)) {
    const slug = host.slice(0, -(baseHost.length + 1));
    if (!slug.includes('.')) {
      const bySlug = await findWebsiteBySlug(db, slug);
      if (bySlug) return withHost(bySlug);
    }
  }
  if (baseHost) return undefined;
  const sole = await findSoleWebsite(db);
  if (!sole) return undefined;
  const resolved = await withHost(sole);
  return resolved.canonicalHost === null ? resolved : undefined;
}

/**
 * The origin of the website's absolute URLs: the canonical host on the request's protocol (with the
 * request's port when the request came to that very host), else the install's `PUBLIC_URL`.
 */
export function originOf(request: FastifyRequest, canonicalHost: string | null, publicUrl: string): string {
  if (canonicalHost === null) return publicUrl;
  const port = request.hostname.toLowerCase() === canonicalHost && request.port ? `:${request.port}` : '';
  return `${request.protocol}://${canonicalHost}${port}`;
}

/** Resolves `request.website` for every route except install-level ones (`config.website: 'none'`). */
export function setupWebsiteResolution(app: FastifyInstance): void {
  app.decorateRequest('website', null as unknown as Website);
  app.decorateRequest('siteOrigin', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.website === 'none') return;
    if (request.is404) return;
    const { db } = app.database;
    const resolve = () => resolveWebsite(db, request.hostname, app.config.baseHost);
    const resolved = request.routeOptions.config.websiteFromCache
      ? await hostCache.get(db, request.hostname, resolve, app.clock.now())
      : await resolve();
    if (!resolved) throw new AppError('website-not-found');
    request.website = resolved.website;
    request.siteOrigin = originOf(request, resolved.canonicalHost, app.config.publicUrl);
  });
}
