/** The subscriptions area as other areas see it: import it only through this file. */
export { subscriptionOwnerRoutes } from './owner-routes.js';
export { renewalHandler, renewalRetryHandler } from './renewal-job.js';
export {
  CARD_UPDATE_PAGE,
  DAY_MS,
  RETRY_DAYS,
  plainReason,
  renderRenewalFailureMail,
} from './renewal-failure.js';
export { scheduleRenewal, type RenewalStore } from './schedule-renewal.js';
export { addBillingPeriod } from './billing-dates.js';
export { changeSubscription } from './owner-service.js';
export { startSubscription } from './start-subscription.js';
export { subscriptionPlanText, subscriptionView, type SubscriptionView } from './subscription-view.js';
