import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf } from '../context.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import {
  groupsPage,
  groupsQuery,
  sendAllBody,
  sendAllResult,
  sendRequest,
  sendResult,
  signUpsPage,
  signUpsQuery,
} from './owner-schemas.js';
import { sendWaitlist, sendWaitlists, waitlistGroupsPage, waitlistSignUpsPage } from './owner-service.js';
import { WAITLIST_PATH } from './routes.js';

const tags = ['waitlist'];

/**
 * The owner's side of the waitlist (storefront spec §7): the groups with people waiting, a
 * product's sign-ups, and the back-in-stock sends — fair (at most one person per unit in stock,
 * oldest first, with hold windows). Reading needs `forms.submissions` (sign-ups are visitors'
 * submissions), sending `commerce.products`. Sends carry the owner's CSRF token, and repeating one
 * notifies nobody twice.
 */
export const waitlistOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requirePermission('forms.submissions');
  const send = requirePermission('commerce.products');
  app.get(
    `${WAITLIST_PATH}/groups`,
    { schema: { tags, querystring: groupsQuery, response: { 200: groupsPage } }, preHandler: read },
    async (request) => waitlistGroupsPage(contextOf(request), request.query),
  );
  app.get(
    WAITLIST_PATH,
    { schema: { tags, querystring: signUpsQuery, response: { 200: signUpsPage } }, preHandler: read },
    async (request) => waitlistSignUpsPage(contextOf(request), request.query),
  );
  app.post(
    `${WAITLIST_PATH}/send`,
    {
      schema: { tags, body: sendRequest, response: { 200: sendResult, ...errorResponses('not-found') } },
      preHandler: send,
    },
    async (request) => unwrap(await sendWaitlist(contextOf(request), request.body, baseUrlOf(request))),
  );
  app.post(
    `${WAITLIST_PATH}/send/all`,
    {
      schema: { tags, body: sendAllBody, response: { 200: sendAllResult, ...errorResponses('not-found') } },
      preHandler: send,
    },
    async (request) =>
      unwrap(await sendWaitlists(contextOf(request), request.body.sendRequests, baseUrlOf(request))),
  );
};
