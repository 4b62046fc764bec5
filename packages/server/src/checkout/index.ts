/** The checkout area as other areas see it: import it only through this file. */
export { CHECKOUT_PAGE_CONTEXTS, checkoutPageRoutes } from './checkout-pages.js';
export { checkoutRoutes } from './routes.js';
export { checkoutSettingsRoutes } from './owner-routes.js';
export { addressErrors } from './checkout-rules.js';
export { postalAddress } from './schemas.js';
export { releaseCheckoutPaymentHandler } from './release-payment-job.js';
export { unplacedPaymentsOf } from './unplaced-payments.js';
