import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { idempotent, unwrap } from '../owner-kit/index.js';
import { cookieOptions, errorResponses, limit } from '../plugins/index.js';
import { SESSION_COOKIE } from '../auth/index.js';
import {
  acceptBody,
  acceptResponse,
  accountParams,
  contributorList,
  invitation,
  invitationParams,
  invitationPreview,
  inviteBody,
  roleBody,
  tokenParams,
} from './schemas.js';
import {
  acceptInvitation,
  cancelInvitation,
  changeRole,
  contributorsOf,
  inviteContributor,
  previewInvitation,
  removeContributor,
} from './service.js';

const tags = ['contributors'];

/**
 * Owner API of the Contributors screen (administrators only: `contributors.manage`): who may edit
 * the site and the invitations not accepted yet; invite by e-mail, change a role, remove, cancel an
 * invitation. The last administrator can be neither removed nor demoted. Plus the invitee's side:
 * read an invitation by its link, accept it (which signs them in).
 */
export const contributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requirePermission('contributors.manage');
  const policy = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };

  app.get(
    '/api/admin/contributors',
    { schema: { tags, response: { 200: contributorList } }, preHandler: manage },
    async (request) => contributorsOf(contextOf(request)),
  );

  app.post(
    '/api/admin/contributors/invitations',
    {
      schema: {
        tags,
        body: inviteBody,
        response: { 201: invitation, ...errorResponses('contributor-exists') },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const site = { title: request.website.title, baseUrl: baseUrlOf(request) };
      return idempotent(request, reply, {
        status: 201,
        write: async (trx) => unwrap(await inviteContributor(trx, contextOf(request), site, request.body)),
      });
    },
  );

  app.delete(
    '/api/admin/contributors/invitations/:invitationId',
    { schema: { tags, params: invitationParams, response: errorResponses('not-found') }, preHandler: manage },
    async (request, reply) => {
      unwrap(await cancelInvitation(contextOf(request), request.params.invitationId));
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/admin/contributors/:accountId/role',
    {
      schema: {
        tags,
        params: accountParams,
        body: roleBody,
        response: { 200: contributorList, ...errorResponses('not-found', 'last-administrator') },
      },
      preHandler: manage,
    },
    async (request) =>
      unwrap(await changeRole(contextOf(request), request.params.accountId, request.body.role)),
  );

  app.delete(
    '/api/admin/contributors/:accountId',
    {
      schema: { tags, params: accountParams, response: errorResponses('not-found', 'last-administrator') },
      preHandler: manage,
    },
    async (request, reply) => {
      unwrap(await removeContributor(contextOf(request), request.params.accountId));
      return reply.code(204).send();
    },
  );

  // The invitee's side: public (the link's secret is the credential), limited per IP address.
  const invitee = limit({ max: app.config.loginRateLimit, timeWindow: '15 minutes', key: 'ip' });
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
