/** The layouts area as other areas see it: import it only through this file. */
export { layoutRoutes } from './owner-routes.js';
export { MAX_BLOCK_CONFIG_BYTES, blockInput } from './schemas.js';
