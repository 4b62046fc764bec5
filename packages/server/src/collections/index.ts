/** The collections area as other areas see it: import it only through this file. */
export { collectionRoutes } from './owner-routes.js';
export { collection, pageUrlSchema } from './schemas.js';
export { collectionDto, createOwnerCollection } from './service.js';
