import type { WithDefault } from './columns.js';
import type { Selectable } from 'kysely';

/** Where a review stands: new ones wait for the owner, only published ones show on the product page. */
export const PRODUCT_REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ProductReviewStatus = (typeof PRODUCT_REVIEW_STATUSES)[number];

/** A visitor's review of a product (rating 1–5), moderated by the owner before it shows. */
export interface ProductReviewsTable {
  id: string;
  website_id: string;
  /** The product's item id. */
  item_id: string;
  /** Whole stars, 1 to 5 (CHECK). */
  rating: number;
  /** '' when the visitor gave none. */
  title: string;
  body: string;
  author_name: string;
  /** Trimmed and lower-cased; never shown on the site. */
  author_email: string;
  status: ProductReviewStatus;
  created_at: number;
  /** The order whose e-mailed review request the review came through (migration 1207); else null. */
  order_id: WithDefault<string | null>;
}

export type ProductReviewRow = Selectable<ProductReviewsTable>;
