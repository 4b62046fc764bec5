import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent, unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { siteChanged } from '../render/index.js';
import { memberArea, memberAreaBody, memberAreaList, memberAreaParams } from './owner-schemas.js';
import {
  changeMemberArea,
  createMemberArea,
  memberAreaOf,
  memberAreasOf,
  removeMemberArea,
} from './owner-service.js';

const tags = ['admin: members'];
export const MEMBER_AREAS_PATH = '/api/admin/member-areas';

/**
 * The owner's member areas (issue 14): what each protects, its pricing (free, or a store product
 * bought once or by subscription), its welcome text and e-mail. Needs `members.manage`. Creates
 * take an `Idempotency-Key`; a PUT names the `version` it was made from.
 */
export const memberAreaOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('members.manage');
  app.get(
    MEMBER_AREAS_PATH,
    { schema: { tags, response: { 200: memberAreaList } }, preHandler },
    async (request) => memberAreasOf(contextOf(request)),
  );
  app.get(
    `${MEMBER_AREAS_PATH}/:areaId`,
    {
      schema: {
        tags,
        params: memberAreaParams,
        response: { 200: memberArea, ...errorResponses('not-found') },
      },
      preHandler,
    },
    async (request) => unwrap(await memberAreaOf(contextOf(request), request.params.areaId)),
  );
  app.post(
    MEMBER_AREAS_PATH,
    {
      schema: { tags, headers: idempotencyHeaders, body: memberAreaBody, response: { 201: memberArea } },
      preHandler,
    },
    async (request, reply) => {
      const created = await idempotent(request, reply, {
        status: 201,
        write: async (trx) =>
          unwrap(await createMemberArea({ ...contextOf(request), db: trx }, request.body)),
      });
      // After the commit: other processes reload as soon as they hear of it.
      siteChanged(request.website.id, 'members');
      return created;
    },
  );
  app.put(
    `${MEMBER_AREAS_PATH}/:areaId`,
    {
      schema: {
        tags,
        params: memberAreaParams,
        body: memberAreaBody,
        response: { 200: memberArea, ...errorResponses('not-found', 'changed-elsewhere') },
      },
      preHandler,
    },
    async (request) =>
      unwrap(await changeMemberArea(contextOf(request), request.params.areaId, request.body)),
  );
  app.delete(
    `${MEMBER_AREAS_PATH}/:areaId`,
    { schema: { tags, params: memberAreaParams, response: errorResponses('not-found') }, preHandler },
    async (request, reply) => {
      unwrap(await removeMemberArea(contextOf(request), request.params.areaId));
      return reply.code(204).send();
    },
  );
};
