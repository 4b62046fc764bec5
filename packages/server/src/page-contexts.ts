import { PAGE_TYPES } from '@tessera/core';
import { CART_PAGE_CONTEXTS } from './cart/index.js';
import { CHECKOUT_PAGE_CONTEXTS } from './checkout/index.js';
import { FORMS_PAGE_CONTEXT } from './render/index.js';
import { WAITLIST_PAGE_CONTEXT } from './waitlist/index.js';
import { PRODUCT_REVIEWS_PAGE_CONTEXT, reviewsPrivacy } from './reviews/index.js';
import type { ContextPrivacy, PageContextContribution } from './render/index.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the value is an object with no keys beyond `allowed` (a new key is treated as private). */
function onlyKeys(value: unknown, allowed: readonly string[]): value is Json {
  return isObject(value) && Object.keys(value).every((key) => allowed.includes(key));
}

const CART_SUMMARY_KEYS = [
  'totalQuantity',
  'subtotalCents',
  'subtotalText',
  'quantityText',
  'label',
  'currency',
];

/**
 * How public each contribution's values are, by key. A value counts as shared only when it has
 * exactly the shape known to be the same for every visitor; anything else (a key added later, a
 * contribution not listed) counts as the visitor's own, so a page is never made public by mistake.
 */
const PRIVACY: Readonly<Record<string, (value: unknown) => ContextPrivacy>> = {
  // The summary of an empty cart reads the same for everyone; a filled one is the visitor's.
  cart: (v) =>
    onlyKeys(v, CART_SUMMARY_KEYS) && v['totalQuantity'] === 0 && v['subtotalCents'] === 0
      ? 'shared'
      : 'visitor',
  // The captcha provider and the page's own query are the same for every visitor of the address;
  // the outcome of a plain post (`result`) is the poster's alone.
  forms: (v) => (onlyKeys(v, ['captcha', 'query']) ? 'shared' : 'flash'),
  // The store's instalment offer on product pages.
  instalments: (v) => (onlyKeys(v, ['context', 'infoUrl']) ? 'shared' : 'visitor'),
  cartNotice: () => 'flash',
  waitlistNotice: () => 'flash',
  // Published reviews read the same for everyone; a plain post's outcome is the poster's.
  productReviews: reviewsPrivacy,
};

function withPrivacy(contribution: PageContextContribution): PageContextContribution {
  const privacy = PRIVACY[contribution.key];
  // The cart page's own `cart` is the visitor's whole cart (that page is never stored anyway).
  if (!privacy || (contribution.key === 'cart' && contribution.pageType === PAGE_TYPES.CART_V2)) {
    return contribution;
  }
  return Object.freeze({ ...contribution, privacy });
}

/**
 * Every other area's contribution to the template context, made with `registerPageContext`.
 * Add one entry per area (the cart adds its summary and the cart page's cart here), and say in
 * `PRIVACY` when its values are the same for every visitor.
 */
export const PAGE_CONTEXTS: readonly PageContextContribution[] = [
  ...CART_PAGE_CONTEXTS,
  FORMS_PAGE_CONTEXT,
  ...CHECKOUT_PAGE_CONTEXTS,
  WAITLIST_PAGE_CONTEXT,
  PRODUCT_REVIEWS_PAGE_CONTEXT,
].map(withPrivacy);
