/** The collections area as other areas see it: import it only through this file. */
export { collectionRoutes } from './owner-routes.js';
