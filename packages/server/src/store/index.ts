/** The store area as other areas see it: import it only through this file. */
export { deleteStoreCategory, listStoreCategories, updateStoreCategory } from './categories.js';
export { storeRoutes } from './routes.js';
export { category, categoryPatch, urlIdSchema } from './schemas.js';
export { createStore, isStore } from './service.js';
