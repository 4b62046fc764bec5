/** The studio's pages: drafts, publishing and previews of page layouts. */
export { pageOwnerRoutes } from './owner-routes.js';
export { pagePreviewRoutes } from './preview-routes.js';
