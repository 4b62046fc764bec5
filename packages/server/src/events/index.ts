/** The events area as other areas see it: import it only through this file. */
export { eventsRoutes } from './routes.js';
