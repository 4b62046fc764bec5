/** The multilingual area as other areas see it: import it only through this file. */
export { multilingualRoutes } from './owner-routes.js';
