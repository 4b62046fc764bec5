import { PAGE_TYPES } from '@tessera/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextOf } from '../context.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { ensureCrumb, limit } from '../plugins/index.js';
import type { PageService } from '../render/index.js';
import { RATINGS } from './page-context.js';
import { REVIEW_POST_LIMIT } from './public-routes.js';
import { readReviewRequest, submitRequestReview, type ReviewRequest } from './request-service.js';
import { REVIEW_REQUEST_PATH, reviewRequestPath } from './request-token.js';
import { reviewBody } from './schemas.js';
import { REVIEW_LIMITS, REVIEW_TEXTS } from './texts.js';

/** What the page tells after a post: the thanks (success) or why a review was refused (error). */
interface RequestNotice {
  status: 'success' | 'error';
  message: string;
  /** The product the notice is about. */
  itemId: string | null;
}

/** What a refused post keeps for its product: the messages by field and the values typed. */
interface Refused {
  itemId: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const NOT_IN_ORDER = 'This product is not part of the order.';
const PAGE = { schema: { hide: true } } as const;
// Opened from the e-mail: the signed token is the authority (it replaces the product page's
// captcha). On a locked site the page stays behind the lock, as the product page's reviews do.
// Posts are limited as the product page's are.

function tokenOf(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.['token'];
}

/** The `reviewRequest` key of page type 209's context (docs/template-context.md). */
function contextOfRequest(
  token: unknown,
  found: ReviewRequest | undefined,
  crumb: string,
  notice: RequestNotice | null,
  refused: Refused | null,
) {
  if (!found || typeof token !== 'string') {
    return { state: 'invalid', orderNumber: null, formAction: null, crumb, notice: null, products: [] };
  }
  return {
    state: 'open',
    orderNumber: found.order.order_number,
    formAction: reviewRequestPath(token),
    crumb,
    notice,
    form: {
      titleMaxLength: REVIEW_LIMITS.titleMaxLength,
      bodyMaxLength: REVIEW_LIMITS.bodyMaxLength,
      nameMaxLength: REVIEW_LIMITS.nameMaxLength,
    },
    products: found.products.map((p) => {
      const mine = refused?.itemId === p.itemId ? refused : null;
      return {
        itemId: p.itemId,
        name: p.name,
        url: p.url,
        done: p.done,
        anchor: `review-${p.itemId}`,
        // Per product: a JSON-T section cannot reach an outer key from inside the product loop.
        ratings: RATINGS.map((r) => ({ ...r, checked: mine?.values['rating'] === String(r.value) })),
        errors: mine?.errors ?? {},
        values: {
          title: mine?.values['title'] ?? '',
          body: mine?.values['body'] ?? '',
          authorName: mine?.values['authorName'] ?? found.authorName,
        },
        notice: notice?.itemId === p.itemId ? notice : null,
      };
    }),
  };
}

function show(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  found: ReviewRequest | undefined,
  options: { notice?: RequestNotice | null; refused?: Refused | null; status?: number } = {},
) {
  const reviewRequest = contextOfRequest(
    tokenOf(request),
    found,
    ensureCrumb(request, reply),
    options.notice ?? null,
    options.refused ?? null,
  );
  reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
  const status = found ? options.status : 400;
  return pages.show(
    request,
    reply,
    { kind: 'area', pageType: PAGE_TYPES.REVIEWS_REQUEST, data: { reviewRequest } },
    status === undefined ? {} : { status },
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 4000) : '';
}

/**
 * The review form page of an order (page type 209), opened from the review request e-mail: every
 * product of the order with a rating and text form, or 'done' once reviewed through this link.
 * A post stores the review in the moderation queue (the product page's rules) and comes back with
 * the thanks (303); a refused one shows the page again with the messages (400). A forged,
 * altered or other website's token: the page says the link is not valid (400). No JavaScript needed.
 */
export const reviewRequestPageRoutes: FastifyPluginAsync<{ pages: PageService }> = async (app, { pages }) => {
  app.get(
    REVIEW_REQUEST_PATH,
    { ...PAGE, config: limit({ max: 60, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const found = await readReviewRequest(contextOf(request), tokenOf(request));
      const reviewed = (request.query as Record<string, unknown>)['reviewed'];
      const notice =
        found && typeof reviewed === 'string' && found.products.some((p) => p.itemId === reviewed && p.done)
          ? { status: 'success' as const, message: REVIEW_TEXTS.thanks, itemId: reviewed }
          : null;
      return show(pages, request, reply, found, { notice });
    },
  );
  app.post(
    REVIEW_REQUEST_PATH,
    { ...PAGE, config: limit(REVIEW_POST_LIMIT), bodyLimit: REVIEW_LIMITS.bodyLimitBytes },
    async (request, reply) => {
      const ctx = contextOf(request);
      const found = await readReviewRequest(ctx, tokenOf(request));
      if (!found) return show(pages, request, reply, undefined);
      const raw = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const parsed = reviewBody.safeParse(raw);
      const itemId = raw['itemId'];
      const values = {
        rating: text(raw['rating']),
        title: text(raw['title']),
        body: text(raw['body']),
        authorName: text(raw['authorName']),
      };
      const outcome = parsed.success
        ? await submitRequestReview(ctx, found, itemId, parsed.data)
        : { ok: false as const, errors: { body: REVIEW_TEXTS.tooLong } };
      if (outcome.ok) {
        const back = `${reviewRequestPath(String(tokenOf(request)))}&reviewed=${encodeURIComponent(String(itemId))}#review-${encodeURIComponent(String(itemId))}`;
        return reply.header('cache-control', 'no-store').redirect(back, 303);
      }
      if ('notFound' in outcome) {
        return show(pages, request, reply, found, {
          status: 400,
          notice: { status: 'error', message: NOT_IN_ORDER, itemId: null },
        });
      }
      const message = ERROR_CATALOGUE['validation-failed'].message;
      return show(pages, request, reply, found, {
        status: 400,
        notice: { status: 'error', message, itemId: String(itemId) },
        refused: { itemId: String(itemId), errors: outcome.errors, values },
      });
    },
  );
};
