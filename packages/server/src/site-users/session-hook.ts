import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../plugins/index.js';
import { loadSiteUser, SITE_USER_INFO_COOKIE, SITE_USER_SESSION_COOKIE } from './sessions.js';

/**
 * Sets `request.siteUser` from the site-user cookie on every website route, so the cart (and any
 * area) can follow the signed-in shopper without knowing about sessions. Requests without the
 * cookie cost nothing; a dead session's cookies are dropped.
 */
export function setupSiteUserSessions(app: FastifyInstance): void {
  app.decorateRequest('siteUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const sessionId = request.cookies[SITE_USER_SESSION_COOKIE];
    if (!sessionId || !request.website) return;
    const user = await loadSiteUser(app.database.db, request.website.id, sessionId);
    if (user) request.siteUser = user;
    else clearSiteUserCookies(request, reply);
  });
}

/** The session cookie (HttpOnly) and the readable `SiteUserInfo`, which carry the same lifetime. */
export function setSiteUserCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { id: string; siteUserId: string; expiresAt: number | undefined },
): void {
  const lifetime = session.expiresAt === undefined ? {} : { expires: new Date(session.expiresAt) };
  reply.setCookie(SITE_USER_SESSION_COOKIE, session.id, cookieOptions(request, lifetime));
  const info = JSON.stringify({ authenticated: true, siteUserId: session.siteUserId });
  reply.setCookie(SITE_USER_INFO_COOKIE, info, cookieOptions(request, { ...lifetime, httpOnly: false }));
}

export function clearSiteUserCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SITE_USER_SESSION_COOKIE, cookieOptions(request));
  reply.clearCookie(SITE_USER_INFO_COOKIE, cookieOptions(request, { httpOnly: false }));
}
