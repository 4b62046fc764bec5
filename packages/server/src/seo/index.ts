/** The seo area as other areas see it: import it only through this file. */
export { seoRoutes } from './routes.js';
export { seoOwnerRoutes } from './owner-routes.js';
