/** The store area as other areas see it: import it only through this file. */
export { categoryRoutes } from './owner-category-routes.js';
export { storeRoutes } from './owner-routes.js';
export { urlIdSchema } from './schemas.js';
export { createStore, isStore } from './service.js';
