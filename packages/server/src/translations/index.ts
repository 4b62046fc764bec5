/** The translations area as other areas see it: import it only through this file. */
export { translationRoutes } from './owner-routes.js';
