/** The navigation area as other areas see it: import it only through this file. */
export { invalidLinkMessage, isAllowedLink } from './links.js';
export { navigationRoutes } from './owner-routes.js';
