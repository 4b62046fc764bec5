import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_API_PATHS } from '@tessera/core';
import { addItemLike, countItemLikes, isLikeableItem } from '@tessera/db';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { limit, requireCrumb, verifiedCrumb } from '../plugins/index.js';

/** Per address (website + IP, IPv6 by /64): a person likes a few posts, a script is stopped here. */
export const LIKE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const likeBody = z.object({ itemId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const likeResponse = z.object({ liked: z.literal(true), likeCount: z.number().int().nonnegative() });

/** The visitor's key: a hash of the crumb cookie, so the table never holds a usable token. */
function visitorKeyOf(crumb: string): string {
  return createHash('sha256').update(crumb).digest('base64url');
}

/** Simple likes: one per visitor and item, no account needed; a repeat answers the same count. */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PUBLIC_API_PATHS.itemLike,
    {
      schema: { tags: ['likes'], body: likeBody, response: { 200: likeResponse } },
      preHandler: requireCrumb,
      config: limit(LIKE_LIMIT),
      bodyLimit: 1024,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { itemId } = request.body;
      // Off, or not this website's public item: both look the same to the visitor.
      if (request.website.settings.simpleLikingEnabled !== true) throw new AppError('not-found');
      if (!(await isLikeableItem(ctx.db, ctx.websiteId, itemId))) throw new AppError('not-found');
      // requireCrumb has checked the cookie is signed and echoed.
      const crumb = verifiedCrumb(request) ?? '';
      await addItemLike(ctx.db, ctx.websiteId, itemId, visitorKeyOf(crumb));
      const counts = await countItemLikes(ctx.db, ctx.websiteId, [itemId]);
      reply.header('cache-control', 'no-store');
      return { liked: true as const, likeCount: counts.get(itemId) ?? 0 };
    },
  );
};
