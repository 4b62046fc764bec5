import type { ProductReview, ProductReviewSummary } from '@tessera/db';

const FULL = '★';
const EMPTY = '☆';

/** Five stars, the rating's (rounded) number of them filled: a picture for sighted readers only. */
export function starsOf(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return FULL.repeat(filled) + EMPTY.repeat(5 - filled);
}

function starsText(rating: number): string {
  return `${rating} out of 5 stars`;
}

/** '4.5 out of 5 stars, 12 reviews' (the summary read aloud and shown). */
export function reviewSummaryText(summary: ProductReviewSummary): string {
  return `${starsText(summary.average)}, ${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`;
}

/** Formatters by locale: making one costs far more than formatting (it is asked on every product page). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DATE_FORMATS = 100;

function reviewDates(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    if (dateFormats.size >= MAX_DATE_FORMATS) dateFormats.clear();
    dateFormats.set(locale, format);
  }
  return format;
}

export interface ReviewFormJson {
  action: string;
  ratings: { value: number; label: string }[];
  titleMaxLength: number;
  bodyMaxLength: number;
  nameMaxLength: number;
  emailMaxLength: number;
}

/**
 * `productReviews` of a product page (docs/template-context.md): the published reviews' average
 * and count, the newest reviews (plain text: templates escape them) and the review form's fields.
 */
export function productReviewsJson(
  summary: ProductReviewSummary,
  reviews: readonly ProductReview[],
  form: ReviewFormJson,
  locale: string,
) {
  const dates = reviewDates(locale);
  return {
    average: summary.average,
    count: summary.count,
    stars: starsOf(summary.average),
    summaryText: reviewSummaryText(summary),
    items: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      ratingText: starsText(r.rating),
      stars: starsOf(r.rating),
      title: r.title,
      body: r.body,
      authorName: r.author_name,
      createdAt: r.created_at,
      createdIso: new Date(r.created_at).toISOString(),
      createdOn: dates.format(r.created_at),
    })),
    form,
  };
}
