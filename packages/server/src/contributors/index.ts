/** The contributors area as other areas see it: import it only through this file. */
export { contributorRoutes } from './routes.js';
export { inviteContributor } from './service.js';
