import { COLLECTION_TYPES, RECORD_TYPES } from '@tessera/core';
import { clockOf, findCollection, findPublicItemsByIds, insertProductReview } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { itemUrl } from '../render/index.js';
import type { ReviewBody } from './schemas.js';
import { REVIEW_LIMITS, REVIEW_TEXTS } from './texts.js';

export type ReviewOutcome = { ok: true; message: string } | { ok: false; errors: Record<string, string> };

/** Same loose pattern as the forms area: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The page of a product a visitor may review: a published product of this website in an enabled,
 * public store. `undefined` for anything else (another website's product included).
 */
export async function reviewableProductUrl(ctx: ServiceContext, itemId: string): Promise<string | undefined> {
  const [item] = await findPublicItemsByIds(ctx.db, ctx.websiteId, [itemId], clockOf(ctx.db).now());
  if (!item || item.record_type !== RECORD_TYPES.STORE_ITEM) return undefined;
  const collection = await findCollection(ctx.db, ctx.websiteId, item.collection_id);
  if (!collection?.enabled || collection.type !== COLLECTION_TYPES.PRODUCTS) return undefined;
  if (collection.page_permission !== 'public') return undefined;
  return itemUrl(collection, item.url_id);
}

function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}

function ratingOf(value: number | string | undefined): number | undefined {
  const rating = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? rating
    : undefined;
}

/** The review as it will be stored, or the message of each refused field. */
export function checkReview(body: ReviewBody) {
  const review = {
    rating: ratingOf(body.rating),
    title: trimmed(body.title),
    body: trimmed(body.body),
    authorName: trimmed(body.authorName),
    authorEmail: trimmed(body.authorEmail),
  };
  const errors: Record<string, string> = {};
  if (review.rating === undefined) errors['rating'] = REVIEW_TEXTS.ratingMissing;
  if (review.title.length > REVIEW_LIMITS.titleMaxLength) errors['title'] = REVIEW_TEXTS.tooLong;
  if (review.body === '') errors['body'] = REVIEW_TEXTS.bodyMissing;
  else if (review.body.length > REVIEW_LIMITS.bodyMaxLength) errors['body'] = REVIEW_TEXTS.tooLong;
  if (review.authorName === '') errors['authorName'] = REVIEW_TEXTS.nameMissing;
  else if (review.authorName.length > REVIEW_LIMITS.nameMaxLength)
    errors['authorName'] = REVIEW_TEXTS.tooLong;
  if (review.authorEmail.length > REVIEW_LIMITS.emailMaxLength || !EMAIL.test(review.authorEmail)) {
    errors['authorEmail'] = REVIEW_TEXTS.emailInvalid;
  }
  return { review, errors };
}

/** Stores a visitor's review of a product the caller has checked is reviewable; it waits for the owner. */
export async function submitReview(
  ctx: ServiceContext,
  itemId: string,
  body: ReviewBody,
): Promise<ReviewOutcome> {
  const { review, errors } = checkReview(body);
  if (review.rating === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  await insertProductReview(ctx.db, ctx.websiteId, { itemId, ...review, rating: review.rating });
  return { ok: true, message: REVIEW_TEXTS.thanks };
}
