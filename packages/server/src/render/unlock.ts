import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/index.js';
import { AppError } from '../errors.js';
import { cookieOptions } from '../plugins/index.js';
import {
  safeNextPath,
  SITE_UNLOCK_COOKIE,
  siteUnlockToken,
  unlockCookieName,
  unlockToken,
  UNLOCK_TTL_MS,
} from './lock-screen.js';
import type { PageService } from './page-service.js';
import { siteDataCache } from './site-cache.js';
import type { SiteData } from './site-data.js';

/** Shown on the lock screen after a wrong password. */
export const WRONG_PASSWORD_MESSAGE = 'Incorrect password. Please try again.';

/**
 * The site-wide lock screen's form (no collection named): the site password sets the site's
 * signed, HttpOnly unlock cookie; a wrong one shows the lock screen again with the error. A site
 * that is not locked (any more) just returns to the page.
 */
async function unlockSite(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { password: string; next?: string | undefined },
  site: SiteData,
): Promise<FastifyReply> {
  const next = safeNextPath(body.next);
  const done = () => reply.header('cache-control', 'no-store').redirect(next, 303);
  if (site.lockHash === undefined) return done();
  if (!(await verifyPassword(site.lockHash, body.password))) {
    return pages.show(
      request,
      reply,
      { kind: 'site-locked' },
      { lockError: WRONG_PASSWORD_MESSAGE, path: next, status: 401 },
    );
  }
  const now = request.server.clock.now();
  reply.setCookie(
    SITE_UNLOCK_COOKIE,
    siteUnlockToken(site.websiteId, site.lockHash, now),
    cookieOptions(request, { maxAge: Math.floor(UNLOCK_TTL_MS / 1000) }),
  );
  return done();
}

/**
 * The lock screen's form: the right password (argon2-checked) sets this collection's signed,
 * HttpOnly unlock cookie and returns to the page; a wrong one shows the lock screen again with
 * an error.
 */
export async function unlockPage(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { collectionId?: string | undefined; password: string; next?: string | undefined },
): Promise<FastifyReply> {
  const now = request.server.clock.now();
  const site = await siteDataCache.get(request.server.database.db, request.website, now);
  if (body.collectionId === undefined) return unlockSite(pages, request, reply, body, site);
  const collection = site.byId.get(body.collectionId);
  if (!collection?.enabled || collection.page_permission !== 'password') throw new AppError('not-found');
  if (!(await verifyPassword(collection.password_hash ?? undefined, body.password))) {
    return pages.show(
      request,
      reply,
      { kind: 'locked', collection },
      {
        lockError: WRONG_PASSWORD_MESSAGE,
        path: safeNextPath(body.next),
        status: 401,
      },
    );
  }
  reply.setCookie(
    unlockCookieName(collection.id),
    unlockToken(collection, now),
    cookieOptions(request, { maxAge: Math.floor(UNLOCK_TTL_MS / 1000) }),
  );
  return reply.header('cache-control', 'no-store').redirect(safeNextPath(body.next), 303);
}
