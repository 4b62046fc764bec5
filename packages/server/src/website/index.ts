/** The website area as other areas see it: import it only through this file. */
export { websiteRoutes } from './owner-routes.js';
