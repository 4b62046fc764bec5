/** The contributors area as other areas see it: import it only through this file. */
export { contributorOwnerRoutes } from './owner-routes.js';
export { contributorRoutes } from './routes.js';
export { inviteContributor } from './service.js';
