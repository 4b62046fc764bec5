/** The products area as other areas see it: import it only through this file. */
export { productListRoutes } from './owner-list-routes.js';
export { productRoutes } from './owner-routes.js';
export { generatedSku } from './product-rules.js';
export { MAX_VARIANTS } from './schemas.js';
