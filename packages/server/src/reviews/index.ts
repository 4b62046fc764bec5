/** The reviews area as other areas see it: import it only through this file. */
export { PRODUCT_REVIEWS_PAGE_CONTEXT, reviewsPrivacy } from './page-context.js';
export { reviewRoutes } from './routes.js';
export { REVIEW_POST_LIMIT } from './public-routes.js';
export {
  reviewRequestHandler,
  reviewRequestMail,
  reviewRequestSubject,
  scheduleReviewRequest,
} from './request-job.js';
export { reviewableProductsOf } from './request-service.js';
export { reviewRequestPath } from './request-token.js';
export { reviewRequestPageRoutes } from './request-pages.js';
export { reviewRequestToken } from './request-token.js';
