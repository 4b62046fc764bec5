/** The shipping area as other areas see it: import it only through this file. */
export { shippingRoutes } from './owner-routes.js';
export { cents, countryCode } from './schemas.js';
export { quoteShipping, type Parcel, type ShippingLocation, type ShippingQuote } from './shipping-options.js';
