import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { idempotent, unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import {
  accountParams,
  contributorList,
  invitation,
  invitationParams,
  inviteBody,
  roleBody,
} from './schemas.js';
import {
  cancelInvitation,
  changeRole,
  contributorsOf,
  inviteContributor,
  removeContributor,
} from './service.js';

const tags = ['contributors'];

/**
 * Owner API of the Contributors screen (administrators only: `contributors.manage`): who may edit
 * the site and the invitations not accepted yet; invite by e-mail, change a role, remove, cancel an
 * invitation. The last administrator can be neither removed nor demoted.
 */
export const contributorOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requirePermission('contributors.manage');

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
};
