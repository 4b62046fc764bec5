/** The newsletter area as other areas see it: import it only through this file. */
export { newsletterRoutes } from './owner-routes.js';
export { signUpOf, signUpToList } from './service.js';
export { readUnsubscribeLink, unsubscribeByLink, type UnsubscribeLink } from './unsubscribe-service.js';
export { UNSUBSCRIBE_PATH } from './unsubscribe-token.js';
export { subscriberUnsubscribeUrl } from './welcome-mail.js';
