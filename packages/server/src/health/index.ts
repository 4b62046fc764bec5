/** The health area as other areas see it: import it only through this file. */
export { healthRoutes } from './routes.js';
