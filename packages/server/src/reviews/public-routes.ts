import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { AppError, errorBody } from '../errors.js';
import { requireCrumb } from '../plugins/index.js';
import { limit } from '../plugins/index.js';
import { isSameOriginPost } from '../plugins/index.js';
import type { ReviewNoticeCode } from './page-context.js';
import { crumbFailure, reviewBody, reviewParams, reviewSubmitted } from './schemas.js';
import { reviewableProductUrl, submitReview } from './service.js';
import { REVIEW_LIMITS, REVIEW_NOTICE_PARAM, REVIEWS_PATH } from './texts.js';

/** Reviews a visitor may post per minute: a person writes one now and then; a script is stopped here. */
export const REVIEW_POST_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/**
 * The crumb rule of the cart and the waitlist form: JSON calls echo the crumb cookie in
 * `X-CSRF-Token`; the rendered plain form (no per-visitor token, so pages stay cacheable) passes
 * when the browser vouches it comes from this site and the crumb cookie is there.
 */
async function crumbProblem(request: FastifyRequest, reply: FastifyReply): Promise<AppError | undefined> {
  try {
    await requireCrumb(request, reply);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'crumb-mismatch' && isFormPost(request) && isSameOriginPost(request)) return undefined;
    return error;
  }
}

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
      const csrf = await crumbProblem(request, reply);
      const form = isFormPost(request);
      // As the cart answers: the islands' api client explains sessions or cookies on `crumbFail`.
      if (csrf && !form) {
        return reply.code(403).send({ ...errorBody(csrf.code, request.id), crumbFail: true });
      }
      const productUrl = await reviewableProductUrl(ctx, request.params.itemId);
      if (!productUrl) throw new AppError('not-found');
      if (csrf)
        return backTo(reply, productUrl, csrf.code === 'crumb-missing' ? 'crumb-missing' : 'crumb-mismatch');
      const outcome = await submitReview(ctx, request.params.itemId, request.body);
      if (form) return backTo(reply, productUrl, outcome.ok ? 'submitted' : 'invalid');
      if (!outcome.ok) throw new AppError('validation-failed', outcome.errors);
      reply.header('cache-control', 'no-store');
      return { submitted: true as const, message: outcome.message };
    },
  );
};
