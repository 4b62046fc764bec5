/** The visitor-facing texts and limits of product reviews (our design: the spec has no reviews). */
export const REVIEW_TEXTS = {
  thanks: 'Thank you! Your review will appear once it has been approved.',
  ratingMissing: 'Please choose a rating from 1 to 5 stars.',
  bodyMissing: 'Please write your review.',
  nameMissing: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  tooLong: 'This is too long.',
} as const;

/** `POST` a visitor's review of a product. */
export const REVIEWS_PATH = '/api/commerce/products/:itemId/reviews';

export const REVIEW_LIMITS = {
  titleMaxLength: 120,
  bodyMaxLength: 3000,
  nameMaxLength: 80,
  emailMaxLength: 254,
  /** Published reviews shown on the product page (newest first). */
  shownOnPage: 20,
  /** Bytes of one posted review; the longest valid one fits well within. */
  bodyLimitBytes: 16 * 1024,
} as const;

/** The query parameter a plain review post comes back to its product page with. */
export const REVIEW_NOTICE_PARAM = 'review';
