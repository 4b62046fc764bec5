/** The design area as other areas see it: import it only through this file. */
export { designRoutes } from './routes.js';
