/** The sites area as other areas see it: import it only through this file. */
export { siteRoutes } from './owner-routes.js';
export { createSite, type SiteInstall } from './service.js';
