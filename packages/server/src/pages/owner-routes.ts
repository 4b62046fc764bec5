import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorBody } from '../errors.js';
import {
  discardPageDraft,
  publishPage,
  readPageDraft,
  savePageDraft,
  type DraftConflict,
} from './drafts-service.js';
import { createPreviewLink } from './preview-service.js';
import {
  draftBody,
  draftConflict,
  pageDraft,
  pageParams,
  previewLink,
  versionBody,
  type PageDraftDto,
} from './schemas.js';

const tags = ['admin: pages'];
const DRAFT = '/api/admin/pages/:pageId/draft';

/** 200 with the page's draft, or 409 with the catalogue message and the latest version. */
function answer(reply: FastifyReply, result: PageDraftDto | DraftConflict, requestId: string) {
  if ('conflict' in result) {
    return reply.code(409).send({ ...errorBody('changed-elsewhere', requestId), latest: result.latest });
  }
  return result;
}

/**
 * The studio's drafts: the editor opens a page's draft, saves it (a version check refuses a save
 * based on a version someone else replaced: 409 with the latest), publishes it in one step or
 * discards it. Writing drafts needs content.draft; publishing needs content.publish.
 */
export const pageOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const draft = requirePermission('content.draft');
  const publish = requirePermission('content.publish');
  const responses = { 200: pageDraft, 409: draftConflict };
  app.get(
    DRAFT,
    { schema: { tags, params: pageParams, response: { 200: pageDraft } }, preHandler: draft },
    async (request) => unwrap(await readPageDraft(contextOf(request), request.params.pageId)),
  );
  app.put(
    DRAFT,
    { schema: { tags, params: pageParams, body: draftBody, response: responses }, preHandler: draft },
    async (request, reply) => {
      const result = unwrap(
        await savePageDraft(
          contextOf(request),
          request.params.pageId,
          request.body,
          request.server.clock.now(),
        ),
      );
      return answer(reply, result, request.id);
    },
  );
  // A new signed link each call (nothing is stored), so a retry is harmless.
  app.post(
    '/api/admin/pages/:pageId/preview-link',
    { schema: { tags, params: pageParams, response: { 200: previewLink } }, preHandler: draft },
    async (request) =>
      unwrap(await createPreviewLink(contextOf(request), request.params.pageId, request.server.clock.now())),
  );
  app.post(
    '/api/admin/pages/:pageId/discard',
    { schema: { tags, params: pageParams, body: versionBody, response: responses }, preHandler: draft },
    async (request, reply) => {
      const result = unwrap(
        await discardPageDraft(contextOf(request), request.params.pageId, request.body.version),
      );
      return answer(reply, result, request.id);
    },
  );
  app.post(
    '/api/admin/pages/:pageId/publish',
    { schema: { tags, params: pageParams, body: versionBody, response: responses }, preHandler: publish },
    async (request, reply) => {
      const result = unwrap(
        await publishPage(
          contextOf(request),
          request.params.pageId,
          request.body.version,
          request.server.clock.now(),
        ),
      );
      if (!('conflict' in result)) siteChanged(request.website.id, 'layouts');
      return answer(reply, result, request.id);
    },
  );
};
