/** The dashboard area as other areas see it: import it only through this file. */
export { dashboardOwnerRoutes } from './owner-routes.js';
