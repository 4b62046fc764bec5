import { PAGE_TYPES } from '@tessera/core';
import type { PageContextContribution } from './page-context.js';

/**
 * What in the request a context contribution reads besides the website, which decides when the
 * response cache (response-cache.ts) must render afresh:
 * - 'none': nothing of the visitor (site data, the store's preferences);
 * - 'cookie:<name>': that cookie (a request carrying it bypasses the cache);
 * - 'query:<name>' / 'query': that query parameter / any of them (a request with a query other
 *   than `format=json` bypasses);
 * - 'uncached-page': the visitor's own data on a page type the cache never stores.
 */
export type Varies = 'none' | 'uncached-page' | 'query' | `query:${string}` | `cookie:${string}`;

/** Page types whose pages are the visitor's own (cart, checkout, orders) or a query's (search). */
export const UNCACHED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPES.SEARCH,
  PAGE_TYPES.CART,
  PAGE_TYPES.CHECKOUT,
  PAGE_TYPES.ORDER_CONFIRMED,
  PAGE_TYPES.CART_V2,
  PAGE_TYPES.SUBSCRIPTION_CONFIRMED,
  PAGE_TYPES.ORDER_RECEIVED,
  PAGE_TYPES.ORDER_STATUS,
]);

/**
 * Every contribution of PAGE_CONTEXTS, by `<pageType>:<key>`, with what it reads (a test fails
 * when one is missing, so a new contribution is classified before pages can be cached with it).
 */
export const CONTRIBUTION_VARIES: Readonly<Record<string, readonly Varies[]>> = {
  // Cart summary: the cart token cookie (no cookie, no query, empty cart for everyone).
  '*:cart': ['cookie:ts_cart_token'],
  // The cart page's whole cart, its minimum-order rule and instalments.
  [`${PAGE_TYPES.CART_V2}:cart`]: ['uncached-page'],
  [`${PAGE_TYPES.CART_V2}:cartSettings`]: ['uncached-page'],
  [`${PAGE_TYPES.CART_V2}:instalments`]: ['uncached-page'],
  // A product page's instalment offer: the store's preferences and country only.
  [`${PAGE_TYPES.CONTENT_ITEM}:instalments`]: ['none'],
  // A refused plain-form cart change, told once through its own cookie.
  '*:cartNotice': ['cookie:ts_cart_notice'],
  // Forms: the page's query (hidden fields) and `formResult`, the one-time outcome of a plain post,
  // taken from the database for the crumb's owner; the crumb is read only with that parameter.
  '*:forms': ['query'],
  // Checkout and order pages.
  [`${PAGE_TYPES.CHECKOUT}:checkout`]: ['uncached-page'],
  [`${PAGE_TYPES.ORDER_CONFIRMED}:order`]: ['uncached-page'],
  [`${PAGE_TYPES.SUBSCRIPTION_CONFIRMED}:order`]: ['uncached-page'],
  [`${PAGE_TYPES.ORDER_RECEIVED}:order`]: ['uncached-page'],
  [`${PAGE_TYPES.ORDER_STATUS}:order`]: ['uncached-page'],
  // A plain waitlist sign-up's outcome (`?waitlist=`) on the product page.
  [`${PAGE_TYPES.CONTENT_ITEM}:waitlistNotice`]: ['query:waitlist'],
  // Published reviews (shared) and a plain review post's outcome (`?review=`).
  [`${PAGE_TYPES.CONTENT_ITEM}:productReviews`]: ['query:review'],
};

export function contributionId(contribution: PageContextContribution): string {
  return `${contribution.pageType}:${contribution.key}`;
}

/** Whether every contribution is classified above (else the response cache stays off). */
export function allClassified(contributions: readonly PageContextContribution[]): boolean {
  return contributions.every((c) => CONTRIBUTION_VARIES[contributionId(c)] !== undefined);
}
