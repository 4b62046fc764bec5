/** The header-footer area as other areas see it: import it only through this file. */
export { headerFooterRoutes } from './owner-routes.js';
