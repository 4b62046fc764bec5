import { CART_PAGE_CONTEXTS } from './cart/index.js';
import { CHECKOUT_PAGE_CONTEXTS } from './checkout/index.js';
import { FORMS_PAGE_CONTEXT } from './render/index.js';
import { WAITLIST_PAGE_CONTEXT } from './waitlist/index.js';
import { POPUP_OVERLAY_PAGE_CONTEXT } from './promo-popup/index.js';
import { PRODUCT_REVIEWS_PAGE_CONTEXT } from './reviews/index.js';
import { COMMENTS_PAGE_CONTEXT } from './comments/index.js';
import { COURSE_PAGE_CONTEXTS, MEMBER_PAGE_CONTEXTS } from './members/index.js';
import type { PageContextContribution } from './render/index.js';

/**
 * Every other area's contribution to the template context, made with `registerPageContext`, each
 * declaring there what it reads from the request (`varies`) and how public its values are
 * (`privacy`). Add one entry per area.
 */
export const PAGE_CONTEXTS: readonly PageContextContribution[] = [
  ...CART_PAGE_CONTEXTS,
  FORMS_PAGE_CONTEXT,
  ...CHECKOUT_PAGE_CONTEXTS,
  WAITLIST_PAGE_CONTEXT,
  PRODUCT_REVIEWS_PAGE_CONTEXT,
  COMMENTS_PAGE_CONTEXT,
  ...MEMBER_PAGE_CONTEXTS,
  ...COURSE_PAGE_CONTEXTS,
  POPUP_OVERLAY_PAGE_CONTEXT,
];
