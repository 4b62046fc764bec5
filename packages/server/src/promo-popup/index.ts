/** The promotional pop-up area as other areas see it: import it only through this file. */
export { promoPopupOwnerRoutes } from './owner-routes.js';
export { POPUP_OVERLAY_PAGE_CONTEXT } from './page-context.js';
