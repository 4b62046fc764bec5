import {
  findComment,
  findCommentableItem,
  listCommentsByStatus,
  setCommentStatus,
  type ModeratedComment,
} from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { siteChanged } from '../render/index.js';
import {
  commentIdParams,
  commentPosted,
  contributorCommentBody,
  commentStatusBody,
  commentStatusChange,
  moderationList,
  moderationQuery,
} from './schemas.js';
import { postAsContributor, publicCommentOf, tellParentOfReply } from './service.js';

const tags = ['comments'];
export const COMMENTS_ADMIN_PATH = '/api/admin/comments';

function moderatedView(comment: ModeratedComment) {
  return {
    ...publicCommentOf(comment),
    itemId: comment.item_id,
    itemTitle: comment.item_title,
    authorEmail: comment.author_email,
    status: comment.status,
  };
}

/**
 * The moderation queue: comments by status, and one status change per call (approve, delete,
 * mark as spam, or back again for undo). Deleting keeps the row as `deleted`, so it can be undone.
 */
export const commentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderate = requirePermission('comments.moderate');

  app.get(
    COMMENTS_ADMIN_PATH,
    {
      schema: { tags, querystring: moderationQuery, response: { 200: moderationList } },
      preHandler: moderate,
    },
    async (request) => {
      const { status, limit } = request.query;
      const rows = await listCommentsByStatus(app.database.db, request.website.id, status, limit);
      return { comments: rows.map(moderatedView) };
    },
  );

  app.post(
    COMMENTS_ADMIN_PATH,
    {
      schema: { tags, body: contributorCommentBody, response: { 200: commentPosted } },
      preHandler: requirePermission('comments.write'),
    },
    async (request) => {
      const ctx = contextOf(request);
      const actor = request.actor;
      if (actor.kind !== 'owner') throw new AppError('not-signed-in');
      const site = {
        websiteId: ctx.websiteId,
        siteTitle: request.website.title,
        baseUrl: baseUrlOf(request),
      };
      const author = { displayName: actor.displayName, email: actor.email };
      const outcome = await postAsContributor(ctx, site, author, request.body);
      if (!outcome.ok) throw new AppError(outcome.code, outcome.fields);
      siteChanged(ctx.websiteId, 'comments');
      return {
        status: 'approved' as const,
        message: outcome.message,
        comment: publicCommentOf(outcome.comment),
      };
    },
  );

  app.put(
    `${COMMENTS_ADMIN_PATH}/:commentId/status`,
    {
      schema: {
        tags,
        params: commentIdParams,
        body: commentStatusBody,
        response: { 200: commentStatusChange },
      },
      preHandler: moderate,
    },
    async (request) => {
      const ctx = contextOf(request);
      const before = await setCommentStatus(
        ctx.db,
        ctx.websiteId,
        request.params.commentId,
        request.body.status,
      );
      if (!before) throw new AppError('not-found');
      const after = await findComment(ctx.db, ctx.websiteId, before.id);
      const item = await findCommentableItem(ctx.db, ctx.websiteId, before.item_id);
      if (!after) throw new AppError('not-found');
      if (after.status === 'approved' && before.status !== 'approved') {
        const site = {
          websiteId: ctx.websiteId,
          siteTitle: request.website.title,
          baseUrl: baseUrlOf(request),
        };
        await tellParentOfReply(ctx, site, after);
      }
      // The page's comments and counts changed: cached renders must not keep the old ones.
      if (before.status !== after.status) siteChanged(ctx.websiteId, 'comments');
      return {
        comment: moderatedView({ ...after, item_title: item?.title ?? '' }),
        previousStatus: before.status,
      };
    },
  );
};
