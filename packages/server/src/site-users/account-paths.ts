import { SUBSCRIPTIONS_API } from './account-routes.js';

/** The shopper's account pages and where each is. */
export const ACCOUNT_PAGES = Object.freeze({
  login: '/account/login',
  signUp: '/account/signup',
  reset: '/account/reset',
  verify: '/account/verify',
  confirmEmail: '/account/confirm-email',
  account: '/account',
  orders: '/account/orders',
  addresses: '/account/addresses',
  subscriptions: '/account/subscriptions',
});

/**
 * Where a subscription's card update goes: the JSON call (a provider's token) and the account
 * page's plain form (card fields, tokenised on the server in memory, as checkout's plain form).
 */
export function subscriptionCardPaths(subscriptionId: string) {
  const id = encodeURIComponent(subscriptionId);
  return {
    api: `${SUBSCRIPTIONS_API}/${id}/card`,
    form: `${ACCOUNT_PAGES.subscriptions}/${id}/card`,
  };
}
