import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../failure.js';
import { AppError } from '../errors.js';
import { errorResponses } from '../plugins/index.js';
import {
  createList,
  deleteList,
  mailingListDtos,
  removeListSubscriber,
  restoreList,
  subscriberPageOf,
  subscribersCsv,
} from './owner-service.js';
import {
  deletedResponse,
  listIdParams,
  mailingListDto,
  mailingListInput,
  mailingListList,
  subscriberPage,
  subscriberPageQuery,
  subscriberParams,
} from './schemas.js';

const tags = ['newsletter'];
const campaigns = requirePermission('campaigns.edit');

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('not-found');
  return value;
}

/** Owner API for mailing lists and the newsletter sign-ups in them. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mailing-lists',
    { schema: { tags, response: { 200: mailingListList } }, preHandler: campaigns },
    async (request) => ({ lists: await mailingListDtos(contextOf(request)) }),
  );

  app.post(
    '/api/admin/mailing-lists',
    { schema: { tags, body: mailingListInput, response: { 201: mailingListDto } }, preHandler: campaigns },
    async (request, reply) => {
      return reply.code(201).send(unwrap(await createList(contextOf(request), request.body.name)));
    },
  );

  app.delete(
    '/api/admin/mailing-lists/:listId',
    { schema: { tags, params: listIdParams, response: { 200: deletedResponse } }, preHandler: campaigns },
    async (request) => {
      if (!(await deleteList(contextOf(request), request.params.listId))) throw new AppError('not-found');
      return { deleted: true as const };
    },
  );

  // Undo of a delete: the list comes back from the trash with its subscribers and forms.
  app.post(
    '/api/admin/mailing-lists/:listId/restore',
    {
      schema: {
        tags,
        params: listIdParams,
        response: { 200: mailingListDto, ...errorResponses('not-found') },
      },
      preHandler: campaigns,
    },
    async (request) => unwrap(await restoreList(contextOf(request), request.params.listId)),
  );

  app.get(
    '/api/admin/mailing-lists/:listId/subscribers',
    {
      schema: {
        tags,
        params: listIdParams,
        querystring: subscriberPageQuery,
        response: { 200: subscriberPage },
      },
      preHandler: campaigns,
    },
    async (request) =>
      found(await subscriberPageOf(contextOf(request), request.params.listId, request.query)),
  );

  app.delete(
    '/api/admin/mailing-lists/:listId/subscribers/:subscriberId',
    {
      schema: { tags, params: subscriberParams, response: { 200: deletedResponse } },
      preHandler: campaigns,
    },
    async (request) =>
      unwrap(
        await removeListSubscriber(contextOf(request), request.params.listId, request.params.subscriberId),
      ),
  );

  app.get(
    '/api/admin/mailing-lists/:listId/subscribers.csv',
    { schema: { tags, params: listIdParams }, preHandler: campaigns },
    async (request, reply) => {
      const csv = found(await subscribersCsv(contextOf(request), request.params.listId));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
