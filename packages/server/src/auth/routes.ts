import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { cookieOptions } from '../plugins/index.js';
import { checkCrumb, isFormPost, limit } from '../plugins/index.js';
import { requireOwner } from './guards.js';
import { loginBody, logoutBody, meResponse, sessionResponse } from './schemas.js';
import { describe, login, logout } from './service.js';
import { endSession, hashSessionId, loadOwner, SESSION_COOKIE } from './sessions.js';

/** Sign-in attempts are limited per website and IP address (LOGIN_RATE_LIMIT per window). */
const LOGIN_WINDOW = '15 minutes';

/** Plain form posts (the /config page) must pass the crumb check; JSON posts cannot be forged cross-site. */
async function crumbForForms(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const verdict = checkCrumb(request);
  if (verdict.form && !verdict.ok) throw new AppError(verdict.code);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: meResponse } },
      // Contributors sign in on a locked site too (the site lock's gate lets them through after).
      config: {
        ...limit({ max: app.config.loginRateLimit, timeWindow: LOGIN_WINDOW }),
        siteLock: 'open',
      },
      preHandler: crumbForForms,
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(app.database.db, request.website.id, hashSessionId(previous));
      const result = await login(contextOf(request), request.body.email, request.body.password, policy);
      if (!result.ok) {
        if (isFormPost(request)) return reply.redirect('/config?error=invalid', 303);
        throw new AppError('invalid-credentials');
      }
      reply.setCookie(
        SESSION_COOKIE,
        result.sessionId,
        cookieOptions(request, { expires: new Date(result.expiresAt) }),
      );
      if (isFormPost(request)) return reply.redirect('/config', 303);
      return result.me;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], body: logoutBody }, preHandler: requireOwner },
    async (request, reply) => {
      if (request.actor.kind === 'owner') await logout(contextOf(request), request.actor);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      if (isFormPost(request)) return reply.redirect('/config', 303);
      return reply.code(204).send();
    },
  );

  // The studio's first question. Unlike /api/auth/me it answers 200 for nobody signed in
  // (`session: null`), so a signed-out browser logs no failed request before the sign-in form.
  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], response: { 200: sessionResponse } }, config: { siteLock: 'open' } },
    async (request) => {
      const sessionId = request.cookies[SESSION_COOKIE];
      const owner = sessionId
        ? await loadOwner(app.database.db, request.website.id, sessionId, policy)
        : undefined;
      return { session: owner ? await describe(contextOf(request), owner) : null };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], response: { 200: meResponse } }, preHandler: requireOwner },
    async (request) => {
      if (request.actor.kind !== 'owner') throw new AppError('not-signed-in');
      return describe(contextOf(request), request.actor);
    },
  );
};
