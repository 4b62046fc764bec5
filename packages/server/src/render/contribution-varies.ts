import { PAGE_TYPES } from '@tessera/core';
import type { PageContextContribution } from './page-context.js';

export type { Varies } from './page-context.js';

/** Page types whose pages are the visitor's own (cart, checkout, orders) or a query's (search). */
export const UNCACHED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPES.SEARCH,
  PAGE_TYPES.CART,
  PAGE_TYPES.CHECKOUT,
  PAGE_TYPES.ORDER_CONFIRMED,
  PAGE_TYPES.CONTRIBUTION_CONFIRMED,
  PAGE_TYPES.CART_V2,
  PAGE_TYPES.SUBSCRIPTION_CONFIRMED,
  PAGE_TYPES.ORDER_RECEIVED,
  PAGE_TYPES.ORDER_STATUS,
  PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
  PAGE_TYPES.PAYWALL,
  PAGE_TYPES.MEMBERSHIP_CONFIRMED,
  PAGE_TYPES.REVIEWS_REQUEST,
  PAGE_TYPES.NEWSLETTER_UNSUBSCRIBE,
]);

export function contributionId(contribution: PageContextContribution): string {
  return `${contribution.pageType}:${contribution.key}`;
}

/** Whether every contribution says what it reads (else the response cache stays off). */
export function allClassified(contributions: readonly PageContextContribution[]): boolean {
  return contributions.every((c) => c.varies.length > 0);
}
