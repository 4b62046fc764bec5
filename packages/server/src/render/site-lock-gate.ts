import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasOwnerGuard, loadOwner, SESSION_COOKIE } from '../auth/index.js';
import { AppError } from '../errors.js';
import { isSiteUnlocked, SITE_UNLOCK_COOKIE } from './lock-screen.js';
import { siteDataCache } from './site-cache.js';
import type { SiteData } from './site-data.js';

/**
 * Whether this request may see the site past its site-wide lock screen: the site is open, the
 * visitor entered the password (a signed cookie), or a contributor of this site is signed in (the
 * owner browsing their own locked site, as in the studio).
 */
export async function passesSiteLock(
  request: FastifyRequest,
  site: Pick<SiteData, 'websiteId' | 'lockHash'>,
  now: number,
): Promise<boolean> {
  if (site.lockHash === undefined) return true;
  if (isSiteUnlocked(site.websiteId, site.lockHash, request.cookies[SITE_UNLOCK_COOKIE], now)) return true;
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) return false;
  const { config, database } = request.server;
  const owner = await loadOwner(database.db, site.websiteId, sessionId, {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  return owner !== undefined;
}

/** Requests of a locked site that passed the gate: their answers must stay out of shared caches. */
const behindLock = new WeakSet<FastifyRequest>();

/**
 * The site-wide lock screen stands before every visitor route, pages and public APIs alike (cart,
 * checkout, forms, newsletter, waitlist, likes, census, site-user accounts, …), decided in this one
 * place from the route's config (`siteLock`, decorations.ts): a website route without an owner
 * guard is 'visitor' unless it says 'open'. A refused request gets its route's `lockScreen` (the
 * render area gives its pages the theme's lock screen) or 401 'site-locked'. Answers to requests
 * that passed are made private, so no shared cache hands them to a visitor without the password.
 */
export function setupSiteLockGate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (config.siteLock !== undefined) return;
    const open = config.website === 'none' || hasOwnerGuard(route);
    route.config = { ...config, siteLock: open ? 'open' : 'visitor' };
  });
  app.addHook('onRequest', async (request, reply) => {
    const { config } = request.routeOptions;
    if (config.siteLock !== 'visitor' || request.is404 || !request.website) return;
    const now = app.clock.now();
    const site = await siteDataCache.get(app.database.db, request.website, now);
    if (site.lockHash === undefined) return;
    if (await passesSiteLock(request, site, now)) {
      behindLock.add(request);
      return;
    }
    if (!config.lockScreen) throw new AppError('site-locked');
    await config.lockScreen(request, reply);
    return reply;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!behindLock.has(request)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || cacheControl.startsWith('public')) {
      reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}
