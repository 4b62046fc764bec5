import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { checkCrumb } from '../plugins/index.js';
import { sameSecret, type SiteUserActor } from './sessions.js';

export const XSRF_HEADER = 'x-siteuser-xsrf-token';

/** The signed-in site user, or the catalogue's 401. */
export function signedInUser(request: FastifyRequest): SiteUserActor {
  if (!request.siteUser) throw new AppError('not-signed-in');
  return request.siteUser;
}

/**
 * preHandler of mutating site-user calls: a signed-in user whose call carries the token sign-in
 * returned, in `X-SiteUser-XSRF-Token` (JSON) or an `xsrfToken` field (the account page's forms).
 */
export async function requireSiteUserXsrf(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = signedInUser(request);
  const header = request.headers[XSRF_HEADER];
  const field = (request.body as { xsrfToken?: unknown } | undefined)?.xsrfToken;
  const sent = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
  if (sent === undefined || !sameSecret(sent, user.xsrfToken)) throw new AppError('site-user-xsrf-invalid');
}

/** preHandler of the calls made before signing in (sign up, sign in, reset): the visitor's crumb. */
export async function requireVisitorCrumb(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const verdict = checkCrumb(request);
  if (!verdict.ok) throw new AppError(verdict.code);
}

/**
 * The signed-in site user when the call proves it with the session's XSRF token, else null: for
 * calls that guests may make too (a comment), where a missing token means "as a guest".
 */
export function provenSiteUser(request: FastifyRequest): SiteUserActor | null {
  const user = request.siteUser;
  const sent = request.headers[XSRF_HEADER];
  return user && typeof sent === 'string' && sameSecret(sent, user.xsrfToken) ? user : null;
}
