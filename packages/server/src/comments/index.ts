export { commentRoutes } from './routes.js';
export { commentOwnerRoutes } from './owner-routes.js';
export { COMMENTS_PAGE_CONTEXT } from './page-context.js';
