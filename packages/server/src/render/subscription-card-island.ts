import { renderIsland, type SubscriptionCardProps } from '@tessera/storefront/ssr';
import { currentRenderScope } from './render-scope.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{cardForm|subscription-card}` on the account's subscriptions page: a subscription's card and
 * the form that replaces it, rendered on the server from the `cardForm` the site-users area puts
 * on each subscription (`account.subscriptions[].cardForm`). Its plain form works before any
 * script runs, so it renders even when the storefront build is absent. Not cached: the props
 * carry the session's XSRF token and a fresh idempotency key.
 */
export function subscriptionCardIslandHtml(value: unknown): string {
  if (!isObject(value) || !isObject(value['actions']) || typeof value['subscriptionId'] !== 'string')
    return '';
  currentRenderScope()?.islands.add('subscription-card');
  return renderIsland('subscription-card', value as unknown as SubscriptionCardProps);
}
