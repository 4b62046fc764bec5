/** The coupons area as other areas see it: import it only through this file. */
export { COUPON_MESSAGES } from './coupon-messages.js';
export { evaluateCoupons, type CouponOutcome } from './evaluate-coupons.js';
export { couponRoutes } from './owner-routes.js';
