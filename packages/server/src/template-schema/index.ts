/** The template-schema area as other areas see it: import it only through this file. */
export { templateSchemaRoutes } from './routes.js';
