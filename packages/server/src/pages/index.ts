/** The studio's pages: drafts, publishing and previews of page layouts, and splash pages. */
export { coverPageOwnerRoutes } from './owner-cover-page-routes.js';
export { pageOwnerRoutes } from './owner-routes.js';
export { pagePreviewRoutes } from './preview-routes.js';
