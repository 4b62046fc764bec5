import { insertProductReview, type Executor } from '@tessera/db';
import type { IsolationFixture } from '../../testing/isolation-types.js';
import type { SeedIds } from '../../testing/isolation-types.js';

/** A pending and a published review on website B's product, to aim A's calls at. */
export async function seedVictimReviews(db: Executor, websiteId: string, itemId: string): Promise<SeedIds> {
  const review = (status: 'pending' | 'published') =>
    insertProductReview(db, websiteId, {
      itemId,
      rating: 5,
      title: 'secret review',
      body: 'secret praise',
      authorName: 'Secret Reviewer',
      authorEmail: 'secret-reviewer@victim.example',
      status,
    });
  const [pending, published] = await Promise.all([review('pending'), review('published')]);
  return { reviewId: pending.id, publishedReviewId: published.id };
}

/** A's calls aimed at B's product and reviews: each must find nothing and change nothing. */
export const REVIEW_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/commerce/products/:itemId/reviews': ({ ids }) => ({
    params: { itemId: ids['productId'] ?? '' },
    body: { rating: 5, body: 'Great', authorName: 'A', authorEmail: 'a@example.org' },
  }),
  'POST /api/admin/commerce/reviews/:reviewId/publish': () => ({}),
  'POST /api/admin/commerce/reviews/:reviewId/reject': ({ ids }) => ({
    params: { reviewId: ids['publishedReviewId'] ?? '' },
  }),
  'DELETE /api/admin/commerce/reviews/:reviewId': () => ({}),
  // B's signed review request link on A's host: not valid there (400), no review stored for B.
  'GET /reviews/request': ({ ids }) => ({ query: { token: ids['reviewRequestToken'] ?? '' } }),
  'POST /reviews/request': ({ ids }) => ({
    query: { token: ids['reviewRequestToken'] ?? '' },
    body: { itemId: ids['productId'] ?? '', rating: 5, body: 'Great', authorName: 'A' },
  }),
};
