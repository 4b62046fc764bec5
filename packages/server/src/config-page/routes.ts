import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe } from '../auth/service.js';
import { loadOwner, SESSION_COOKIE } from '../auth/sessions.js';
import { contextOf } from '../context.js';
import { ensureCrumb } from '../plugins/crumb.js';
import { renderSignedIn, renderSignIn } from './render.js';

/**
 * GET /config: the owners' entry point. Until the editor lands it signs owners in and shows who is
 * signed in. Private to the viewer, so never cached.
 */
export const configPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { schema: { hide: true, querystring: z.object({ error: z.literal('invalid').optional() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const sessionId = request.cookies[SESSION_COOKIE];
      const policy = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };
      const owner = sessionId
        ? await loadOwner(app.database.db, request.website.id, sessionId, policy)
        : undefined;
      if (owner) return renderSignedIn(await describe(contextOf(request), owner));
      const crumb = ensureCrumb(request, reply);
      return renderSignIn(request.website.title, crumb, request.query.error === 'invalid');
    },
  );
};
