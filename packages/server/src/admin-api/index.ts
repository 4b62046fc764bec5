/** The admin-api area as other areas see it: import it only through this file. */
export { MAX_BLOCK_CONFIG_BYTES, blockInput } from './layouts/schemas.js';
export { publishItemHandler } from './items/publish-job.js';
export { generatedSku } from './products/product-rules.js';
export { adminApiRoutes } from './routes.js';
