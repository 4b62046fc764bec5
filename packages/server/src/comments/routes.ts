import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_PATHS } from '@tessera/core';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { selfHostedCaptcha } from '../forms/index.js';
import { limit, requireCrumb } from '../plugins/index.js';
import { provenSiteUser } from '../site-users/index.js';
import { siteChanged } from '../render/index.js';
import { commentSettingsOf } from './comment-settings.js';
import { commentBody, commentItemQuery, commentList, commentPosted } from './schemas.js';
import { itemComments, postComment, publicCommentOf, type Commenter } from './service.js';

/** Per address (website + IP, IPv6 by /64): a person writes a comment now and then; a script is stopped here. */
export const COMMENT_POST_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** The signed-in site user when the call proves it with the session's XSRF token; else a guest. */
function commenterOf(request: FastifyRequest): Commenter {
  const user = provenSiteUser(request);
  return { siteUser: user && { id: user.id, name: user.name || user.email, email: user.email } };
}

/** Visitors' comments: reading an item's approved ones, posting one, and the guest's captcha. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_API_PATHS.itemComments,
    { schema: { tags: ['comments'], querystring: commentItemQuery, response: { 200: commentList } } },
    async (request) => {
      const comments = await itemComments(contextOf(request), request.query.itemId);
      if (!comments) throw new AppError('not-found');
      return { comments, count: comments.length };
    },
  );

  app.post(
    PUBLIC_API_PATHS.itemComments,
    {
      schema: { tags: ['comments'], body: commentBody, response: { 200: commentPosted } },
      preHandler: requireCrumb,
      config: limit(COMMENT_POST_LIMIT),
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const website = request.website;
      const site = { websiteId: website.id, siteTitle: website.title, baseUrl: baseUrlOf(request) };
      const outcome = await postComment(
        contextOf(request),
        website,
        site,
        selfHostedCaptcha(),
        commenterOf(request),
        request.body,
      );
      if (!outcome.ok) throw new AppError(outcome.code, outcome.fields);
      // A comment public at once changes the page's list and counts.
      if (outcome.comment.status === 'approved') siteChanged(website.id, 'comments');
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
      if (!commentSettingsOf(request.website).enabled || !(await itemComments(ctx, request.query.itemId))) {
        throw new AppError('not-found');
      }
      const challenge = await selfHostedCaptcha().challenge(
        ctx.db,
        ctx.websiteId,
        `comment-${request.query.itemId}`,
      );
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
};
