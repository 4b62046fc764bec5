/** The design area as other areas see it: import it only through this file. */
export { designOwnerRoutes } from './owner-routes.js';
export { fontFileRoutes } from './routes.js';
