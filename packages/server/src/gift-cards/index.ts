/** The gift-cards area as other areas see it: import it only through this file. */
export { giftCardCodeHash, newGiftCardCode, normaliseGiftCardCode } from './gift-card-codes.js';
export { issueGiftCards } from './issue-gift-cards.js';
export { giftCardOwnerRoutes } from './owner-routes.js';
