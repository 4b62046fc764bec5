/** The session-replay area as other areas see it: import it only through this file. */
export { sessionReplayRoutes } from './routes.js';
