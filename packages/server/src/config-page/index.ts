/** The config-page area as other areas see it: import it only through this file. */
export { configPageRoutes } from './routes.js';
