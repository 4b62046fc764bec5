/** The design area as other areas see it: import it only through this file. */
export { siteStylesheet } from './site-css.js';
export { designRoutes } from './routes.js';
