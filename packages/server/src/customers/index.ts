/** The customers area as other areas see it: import it only through this file. */
export { customerOwnerRoutes } from './owner-routes.js';
