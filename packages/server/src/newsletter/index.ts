/** The newsletter area as other areas see it: import it only through this file. */
export { newsletterRoutes } from './owner-routes.js';
export { signUpOf, signUpToList } from './service.js';
