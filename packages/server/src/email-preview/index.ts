/** The commerce e-mail preview (page type 301) as other areas see it: import it only through this file. */
export { emailPreviewRoutes } from './owner-routes.js';
