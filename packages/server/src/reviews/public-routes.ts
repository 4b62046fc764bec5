import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { AppError, errorBody } from '../errors.js';
import { checkCrumb, limit } from '../plugins/index.js';
import type { ReviewNoticeCode } from './page-context.js';
import { crumbFailure, reviewBody, reviewParams, reviewSubmitted } from './schemas.js';
import { reviewableProductUrl, submitReview } from './service.js';
import { REVIEW_LIMITS, REVIEW_NOTICE_PARAM, REVIEWS_PATH } from './texts.js';

/** Reviews a visitor may post per minute: a person writes one now and then; a script is stopped here. */
export const REVIEW_POST_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** Back to the product page, which shows the outcome above the review form. */
function backTo(reply: FastifyReply, productUrl: string, code: ReviewNoticeCode): FastifyReply {
  const url = `${productUrl}?${REVIEW_NOTICE_PARAM}=${code}#review-notice`;
  return reply.header('cache-control', 'no-store').redirect(url, 303);
}

/** The visitor's review post: JSON (crumb header) or the product page's plain form (303 back). */
export const reviewPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    REVIEWS_PATH,
    {
      schema: {
        tags: ['reviews'],
        params: reviewParams,
        body: reviewBody,
        response: { 200: reviewSubmitted, 403: crumbFailure },
      },
      bodyLimit: REVIEW_LIMITS.bodyLimitBytes,
      config: limit(REVIEW_POST_LIMIT),
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      // The cart's crumb rule: the rendered plain form (no per-visitor token, so pages stay
      // cacheable) passes when the browser vouches it comes from this site and the cookie is there.
      const crumb = checkCrumb(request);
      const form = crumb.form;
      // As the cart answers: the islands' api client explains sessions or cookies on `crumbFail`.
      if (!crumb.ok && !form) {
        return reply.code(403).send({ ...errorBody(crumb.code, request.id), crumbFail: true });
      }
      const productUrl = await reviewableProductUrl(ctx, request.params.itemId);
      if (!productUrl) throw new AppError('not-found');
      if (!crumb.ok) return backTo(reply, productUrl, crumb.code);
      const outcome = await submitReview(ctx, request.params.itemId, request.body);
      if (form) return backTo(reply, productUrl, outcome.ok ? 'submitted' : 'invalid');
      if (!outcome.ok) throw new AppError('validation-failed', outcome.errors);
      reply.header('cache-control', 'no-store');
      return { submitted: true as const, message: outcome.message };
    },
  );
};
