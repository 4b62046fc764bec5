import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_API_PATHS } from '@tessera/core';
import { findCommentableItem } from '@tessera/db';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { selfHostedCaptcha } from '../forms/index.js';
import { checkCrumb, ensureCrumb, limit } from '../plugins/index.js';
import { provenSiteUser } from '../site-users/index.js';
import { siteChanged } from '../render/index.js';
import { flashNotice, noticeOf } from './plain-post.js';
import {
  commentBody,
  commentItemQuery,
  commentList,
  commentPageQuery,
  commentPosted,
  type CommentBody,
} from './schemas.js';
import {
  commentItemPath,
  itemComments,
  postComment,
  publicCommentOf,
  showsOurComments,
  type Commenter,
  type PostOutcome,
} from './service.js';

/** Per address (website + IP, IPv6 by /64): a person writes a comment now and then; a script is stopped here. */
export const COMMENT_POST_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** How long a browser or proxy may keep a page of approved comments. */
const COMMENT_LIST_MAX_AGE_S = 60;

/** The signed-in site user when the call proves it with the session's XSRF token; else a guest. */
function commenterOf(request: FastifyRequest): Commenter {
  const user = provenSiteUser(request);
  return { siteUser: user && { id: user.id, name: user.name || user.email, email: user.email } };
}

/**
 * A post of the comment form without JavaScript, which the browser vouches comes from this site:
 * the session cookie is proof enough of the signed-in site user (the cart's rule), as no page can
 * carry the per-user token.
 */
function plainCommenterOf(request: FastifyRequest): Commenter {
  const user = request.siteUser;
  return { siteUser: user ? { id: user.id, name: user.name || user.email, email: user.email } : null };
}

/** Posts for the visitor; a comment public at once changes the page's list and counts. */
async function post(request: FastifyRequest, commenter: Commenter, body: CommentBody): Promise<PostOutcome> {
  const website = request.website;
  const site = { websiteId: website.id, siteTitle: website.title, baseUrl: baseUrlOf(request) };
  const ctx = contextOf(request);
  const outcome = await postComment(ctx, website, site, selfHostedCaptcha(), commenter, body);
  if (outcome.ok && outcome.comment.status === 'approved') siteChanged(website.id, 'comments');
  return outcome;
}

/** The plain form's post: the outcome waits for this browser on the item page it goes back to (303). */
async function postPlain(request: FastifyRequest<{ Body: CommentBody }>, reply: FastifyReply) {
  const verdict = checkCrumb(request, 'always');
  if (!verdict.ok) throw new AppError(verdict.code);
  const ctx = contextOf(request);
  const itemPath = await commentItemPath(ctx, request.body.itemId);
  if (!itemPath) throw new AppError('not-found');
  const outcome = await post(request, plainCommenterOf(request), request.body);
  const location = await flashNotice(
    ctx,
    request.body.itemId,
    itemPath,
    ensureCrumb(request, reply),
    noticeOf(outcome, request.body),
  );
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** Visitors' comments: reading an item's approved ones, posting one, and the guest's captcha. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_API_PATHS.itemComments,
    { schema: { tags: ['comments'], querystring: commentPageQuery, response: { 200: commentList } } },
    async (request, reply) => {
      const { itemId, page } = request.query;
      const found = await itemComments(contextOf(request), request.website, itemId, page);
      if (!found) throw new AppError('not-found');
      // The same for every visitor (approved comments only); a new one shows within the minute.
      reply.header('cache-control', `public, max-age=${COMMENT_LIST_MAX_AGE_S}`);
      return found;
    },
  );

  app.post(
    PUBLIC_API_PATHS.itemComments,
    {
      schema: { tags: ['comments'], body: commentBody, response: { 200: commentPosted } },
      config: limit(COMMENT_POST_LIMIT),
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      // JSON from the island carries the crumb; the form without JavaScript comes back to its page.
      const verdict = checkCrumb(request, 'never');
      if (verdict.form) return postPlain(request, reply);
      if (!verdict.ok) throw new AppError(verdict.code);
      const outcome = await post(request, commenterOf(request), request.body);
      if (!outcome.ok) throw new AppError(outcome.code, outcome.fields);
      reply.header('cache-control', 'no-store');
      const status = outcome.comment.status === 'approved' ? 'approved' : 'pending';
      return { status, message: outcome.message, comment: publicCommentOf(outcome.comment) } as const;
    },
  );

  app.get(
    PUBLIC_API_PATHS.commentCaptcha,
    {
      schema: { tags: ['comments'], querystring: commentItemQuery },
      config: limit({ max: 30, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const item = await findCommentableItem(ctx.db, ctx.websiteId, request.query.itemId);
      if (!showsOurComments(request.website, item)) throw new AppError('not-found');
      const challenge = await selfHostedCaptcha().challenge(
        ctx.db,
        ctx.websiteId,
        `comment-${request.query.itemId}`,
      );
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
};
