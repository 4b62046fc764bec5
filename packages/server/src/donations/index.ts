/** The donations area as other areas see it: import it only through this file. */
export { donatePageRoutes } from './donate-page.js';
export { isDonationOrder } from './donation-orders.js';
export { donationOwnerRoutes } from './owner-routes.js';
