import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import { errorResponses } from '../plugins/index.js';
import {
  grantBody,
  memberDetail,
  memberList,
  memberListQuery,
  memberParams,
  membershipParams,
} from './owner-member-schemas.js';
import { grantByHand, memberDetailOf, memberPage, membersCsv, revokeByHand } from './owner-member-service.js';

const tags = ['admin: members'];
export const MEMBERS_PATH = '/api/admin/members';

/**
 * Members and customers with an account (issue 14): list and search, detail (memberships, orders,
 * subscriptions), access granted or revoked by hand, CSV export. Needs `members.manage`. A grant
 * (POST) and a revoke (DELETE) are safe to repeat: the second changes nothing.
 */
export const memberOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('members.manage');
  app.get(
    MEMBERS_PATH,
    { schema: { tags, querystring: memberListQuery, response: { 200: memberList } }, preHandler },
    async (request) => memberPage(contextOf(request), request.query),
  );
  app.get(`${MEMBERS_PATH}/export.csv`, { schema: { tags }, preHandler }, async (request, reply) => {
    const stamp = new Date(app.clock.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="members-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(membersCsv(app.database.db, request.website.id)));
  });
  app.get(
    `${MEMBERS_PATH}/:siteUserId`,
    {
      schema: { tags, params: memberParams, response: { 200: memberDetail, ...errorResponses('not-found') } },
      preHandler,
    },
    async (request) => unwrap(await memberDetailOf(contextOf(request), request.params.siteUserId)),
  );
  app.post(
    `${MEMBERS_PATH}/:siteUserId/memberships`,
    {
      schema: {
        tags,
        params: memberParams,
        body: grantBody,
        response: { 200: memberDetail, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) =>
      unwrap(await grantByHand(contextOf(request), request.params.siteUserId, request.body.memberAreaId)),
  );
  app.delete(
    `${MEMBERS_PATH}/:siteUserId/memberships/:areaId`,
    {
      schema: {
        tags,
        params: membershipParams,
        response: { 200: memberDetail, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) =>
      unwrap(await revokeByHand(contextOf(request), request.params.siteUserId, request.params.areaId)),
  );
};
