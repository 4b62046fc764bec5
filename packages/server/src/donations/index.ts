/** The donations area as other areas see it: import it only through this file. */
export { donationOwnerRoutes } from './owner-routes.js';
