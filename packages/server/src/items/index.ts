/** The items area as other areas see it: import it only through this file. */
export { itemUrlId } from './item-rules.js';
export { itemRoutes } from './owner-routes.js';
export { publishItemHandler } from './publish-job.js';
export { MAX_BODY_BYTES, MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './schemas.js';
