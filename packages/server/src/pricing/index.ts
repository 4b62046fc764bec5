/** The pricing area as other areas see it: import it only through this file. */
export { priceCart, type CartPricing } from './cart-pricing.js';
export { cartPricingSeams, pricingLineOf } from './cart-seams.js';
export { commerceSeams, type PricingExtras } from './commerce-seams.js';
export { couponCodesOf, locationOf } from './pricing-choices.js';
export { customerKeyOf, loadPricingFacts, type PricingLine } from './pricing-facts.js';
export { priceRenewal, type RenewalPricingInput } from './renewal-pricing.js';
