/** The census area as other areas see it: import it only through this file. */
export { censusRoutes } from './routes.js';
