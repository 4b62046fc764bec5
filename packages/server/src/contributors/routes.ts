import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import { cookieOptions, errorResponses, limit } from '../plugins/index.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { acceptBody, acceptResponse, invitationPreview, tokenParams } from './schemas.js';
import { acceptInvitation, previewInvitation } from './service.js';

const tags = ['contributors'];

/** The invitee's side of an invitation: read it by its link, accept it (which signs them in). */
export const contributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };

  // Public: the link's secret is the credential; limited per IP address.
  // Open on a locked site: an invited contributor has no site password yet.
  const invitee = {
    ...limit({ max: app.config.loginRateLimit, timeWindow: '15 minutes' }),
    siteLock: 'open' as const,
  };
  app.get(
    '/api/auth/invitations/:token',
    {
      schema: {
        tags,
        params: tokenParams,
        response: { 200: invitationPreview, ...errorResponses('invitation-invalid') },
      },
      config: invitee,
    },
    async (request) =>
      unwrap(await previewInvitation(contextOf(request), request.website.title, request.params.token)),
  );

  app.post(
    '/api/auth/invitations/:token/accept',
    {
      schema: {
        tags,
        params: tokenParams,
        body: acceptBody,
        response: {
          200: acceptResponse,
          ...errorResponses('invitation-invalid', 'invitation-password-wrong'),
        },
      },
      config: invitee,
    },
    async (request, reply) => {
      const started = unwrap(
        await acceptInvitation(contextOf(request), request.params.token, request.body, policy),
      );
      reply.setCookie(
        SESSION_COOKIE,
        started.sessionId,
        cookieOptions(request, { expires: new Date(started.expiresAt) }),
      );
      return started.me;
    },
  );
};
