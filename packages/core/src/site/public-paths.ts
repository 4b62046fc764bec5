/**
 * The public URL paths of a site that more than one package knows: the server routes them, the
 * templates link to them and the islands navigate or call them. Defined once here.
 */

/** Pages (platform spec §2: "The cart URL formatter always returns /cart"; checkout paths are ours). */
export const PUBLIC_PATHS = {
  cart: '/cart',
  checkout: '/checkout',
  subscriptionCheckout: '/checkout/subscription',
  /** The donate page (203) and where donation forms post. */
  donate: '/donate',
} as const;

/** The visitor APIs the islands and the plain forms call (storefront spec §7). */
export const PUBLIC_API_PATHS = {
  shoppingCart: '/api/commerce/shopping-cart',
  cartEntries: '/api/commerce/shopping-cart/entries',
  cartSubscription: '/api/3/commerce/cart/subscription',
  stock: '/api/commerce/inventory/stock/',
  instalmentInfo: '/api/commerce/instalments/info',
  checkout: '/api/commerce/checkout',
  /** The waitlist (back-in-stock) sign-up; the spec's wire name says "restock". */
  waitlist: '/api/site-users/account/notifications/restock',
  formSubmissionKey: '/api/form/FormSubmissionKey',
  saveFormSubmission: '/api/form/SaveFormSubmission',
  sessionReplayId: '/api/commerce/fullstory/getId',
  // What pages report (storefront spec §6–7): census hits and counts, events, errors, vitals.
  censusHit: '/api/census/RecordHit',
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  censusOverlay: '/api/census/overlay',
  censusFormRender: '/api/census/form-render',
  censusQuickView: '/api/census/RecordQuickView',
  /** A visitor likes an item (`simpleLikingEnabled`); body `{itemId}`. */
  itemLike: '/api/content/like',
  /** An item's approved comments (GET `?itemId=`) and a visitor's new comment or reply (POST). */
  itemComments: '/api/content/comments',
  /** The self-hosted captcha challenge a guest solves before commenting (GET `?itemId=`). */
  commentCaptcha: '/api/content/comments/captcha',
  recordEvent: '/api/events/RecordEvent',
  collectorEvents: '/api/v1/clanker/events',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performance: '/api/1/performance',
} as const;

/** One cart entry's path, `/api/commerce/shopping-cart/entries/{entryId}`. */
export function cartEntryPath(entryId: string): string {
  return `${PUBLIC_API_PATHS.cartEntries}/${encodeURIComponent(entryId)}`;
}

/** The census quick-view count of one product, `/api/census/RecordQuickView/{itemId}`. */
export function quickViewCensusPath(itemId: string): string {
  return `${PUBLIC_API_PATHS.censusQuickView}/${encodeURIComponent(itemId)}`;
}

/** The subscription checkout for a cart token: `/checkout/subscription?cartToken=…`. */
export function subscriptionCheckoutPath(cartToken: string): string {
  return `${PUBLIC_PATHS.subscriptionCheckout}?${new URLSearchParams({ cartToken }).toString()}`;
}
