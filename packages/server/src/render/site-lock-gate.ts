import type { FastifyRequest } from 'fastify';
import { loadOwner, SESSION_COOKIE } from '../auth/index.js';
import { isSiteUnlocked, SITE_UNLOCK_COOKIE } from './lock-screen.js';
import type { SiteData } from './site-data.js';

/**
 * Whether this request may see the site past its site-wide lock screen: the site is open, the
 * visitor entered the password (a signed cookie), or a contributor of this site is signed in (the
 * owner browsing their own locked site, as in the studio).
 */
export async function passesSiteLock(request: FastifyRequest, site: SiteData, now: number): Promise<boolean> {
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
