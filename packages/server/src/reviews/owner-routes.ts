import {
  deleteProductReview,
  listProductReviews,
  setProductReviewStatus,
  type ListedProductReview,
  type ProductReview,
} from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { reviewIdParams, reviewListQuery, reviewListResponse, reviewResponse } from './schemas.js';

const tags = ['reviews'];
export const REVIEWS_ADMIN_PATH = '/api/admin/commerce/reviews';
const ONE = `${REVIEWS_ADMIN_PATH}/:reviewId`;

function reviewView(review: ProductReview) {
  return {
    id: review.id,
    itemId: review.item_id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    authorName: review.author_name,
    authorEmail: review.author_email,
    status: review.status,
    createdAt: review.created_at,
  };
}

/** The owner's moderation of product reviews: list (by status, product), publish, reject, delete. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderate = requirePermission('commerce.reviews');
  const db = () => app.database.db;

  app.get(
    REVIEWS_ADMIN_PATH,
    {
      schema: { tags, querystring: reviewListQuery, response: { 200: reviewListResponse } },
      preHandler: moderate,
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const list = await listProductReviews(db(), request.website.id, filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const reviews = list.reviews.map((review: ListedProductReview) => ({
        ...reviewView(review),
        productName: review.product_title,
      }));
      return { reviews, total: list.total, page, pageSize };
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${ONE}/${action}`,
      { schema: { tags, params: reviewIdParams, response: { 200: reviewResponse } }, preHandler: moderate },
      async (request) => {
        const review = await setProductReviewStatus(
          db(),
          request.website.id,
          request.params.reviewId,
          status,
        );
        if (!review) throw new AppError('not-found');
        return { review: reviewView(review) };
      },
    );
  }

  app.delete(
    ONE,
    { schema: { tags, params: reviewIdParams }, preHandler: moderate },
    async (request, reply) => {
      if (!(await deleteProductReview(db(), request.website.id, request.params.reviewId))) {
        throw new AppError('not-found');
      }
      return reply.code(204).send();
    },
  );
};
