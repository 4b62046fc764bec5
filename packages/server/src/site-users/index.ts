/** The site-users area as other areas see it: import it only through this file. */
export { setupSiteUserSessions } from './session-hook.js';
export type { SiteUserActor } from './sessions.js';
export { siteUserRoutes } from './routes.js';
export { languageChoiceRoutes } from './language-choice.js';
export { accountRoutes } from './account-routes.js';
export { accountCardRoutes } from './account-card-routes.js';
export { accountPageRoutes } from './pages.js';
export { siteUserSweeper } from './sweeper.js';
export { provenSiteUser, requireSiteUserXsrf, signedInUser } from './guards.js';
export {
  SUBSCRIPTION_ACTIONS,
  subscriberChangeWords,
  type SubscriptionAction,
} from './account-subscriptions.js';
export { subscriberChangeMail } from './tell-subscriber.js';
export { cardChangeWords } from './account-subscription-card.js';
