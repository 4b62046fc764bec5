import { PAGE_TYPES, RECORD_TYPES } from '@tessera/core';
import { listPublishedReviews, productReviewSummary } from '@tessera/db';
import { ERROR_CATALOGUE } from '../errors.js';
import { productReviewsJson } from '../render/index.js';
import { registerPageContext, type ContextPrivacy } from '../render/index.js';
import { REVIEW_LIMITS, REVIEW_NOTICE_PARAM, REVIEW_TEXTS, REVIEWS_PATH } from './texts.js';

const NOTICES = {
  submitted: { status: 'success', message: REVIEW_TEXTS.thanks },
  invalid: { status: 'error', message: ERROR_CATALOGUE['validation-failed'].message },
  'crumb-missing': { status: 'error', message: ERROR_CATALOGUE['crumb-missing'].message },
  'crumb-mismatch': { status: 'error', message: ERROR_CATALOGUE['crumb-mismatch'].message },
} as const;

export type ReviewNoticeCode = keyof typeof NOTICES;

/** The rating choices of every review form, from 5 stars down to 1. */
export const RATINGS = [5, 4, 3, 2, 1].map((value) => ({
  value,
  label: `${value} ${value === 1 ? 'star' : 'stars'}`,
}));

/** Shared by every visitor unless it carries a plain post's outcome (`notice`), which is the poster's alone. */
export function reviewsPrivacy(value: unknown): ContextPrivacy {
  return typeof value === 'object' && value !== null && 'notice' in value ? 'flash' : 'shared';
}

/**
 * `productReviews` on a product's page when the site shows reviews (`productReviewsDisplay`
 * 'visible'): the published reviews and the review form; with `?review=<code>` (a plain post
 * coming back) also the outcome as `notice`.
 */
export const PRODUCT_REVIEWS_PAGE_CONTEXT = registerPageContext(
  PAGE_TYPES.CONTENT_ITEM,
  'productReviews',
  async ({ ctx, request, context }) => {
    const item = context['item'] as { id?: unknown; recordType?: unknown } | null | undefined;
    const settings = context['websiteSettings'] as { storeSettings?: { productReviewsDisplay?: unknown } };
    if (settings?.storeSettings?.productReviewsDisplay !== 'visible') return undefined;
    if (typeof item?.id !== 'string' || item.recordType !== RECORD_TYPES.STORE_ITEM) return undefined;
    const [summary, reviews] = await Promise.all([
      productReviewSummary(ctx.db, ctx.websiteId, item.id),
      listPublishedReviews(ctx.db, ctx.websiteId, item.id, REVIEW_LIMITS.shownOnPage),
    ]);
    const json = productReviewsJson(
      summary,
      reviews,
      {
        action: REVIEWS_PATH.replace(':itemId', encodeURIComponent(item.id)),
        ratings: RATINGS,
        titleMaxLength: REVIEW_LIMITS.titleMaxLength,
        bodyMaxLength: REVIEW_LIMITS.bodyMaxLength,
        nameMaxLength: REVIEW_LIMITS.nameMaxLength,
        emailMaxLength: REVIEW_LIMITS.emailMaxLength,
      },
      ctx.locale,
    );
    const code = (request.query as Record<string, unknown> | undefined)?.[REVIEW_NOTICE_PARAM];
    const notice =
      typeof code === 'string' && Object.hasOwn(NOTICES, code)
        ? NOTICES[code as ReviewNoticeCode]
        : undefined;
    return notice ? { ...json, notice } : json;
  },
  // Published reviews (shared) and a plain review post's outcome (`?review=`, the poster's).
  { varies: [`query:${REVIEW_NOTICE_PARAM}`], privacy: reviewsPrivacy },
);
