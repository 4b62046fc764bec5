/** The cart area as other areas see it: import it only through this file. */
export { cartContextOf, type CartContext } from './cart-context.js';
export { addCartEntry } from './add-entry.js';
export { thumbnailsOf } from './cart-image.js';
export { cartOwnerOf, clearCartCookies, setCartCookies, type CartOwner } from './cart-owner.js';
export { cloneSiteUserCart } from './clone-cart.js';
export { attachVisitorCart, mergeNotice } from './merge-cart.js';
export { lockOwnerCart } from './cart-session.js';
export { entryDto, storeCurrency, type ShoppingCartDto } from './cart-view.js';
export { cartCrumb, leaveCartNotice } from './form-replies.js';
export { CART_PAGE_CONTEXTS } from './page-context.js';
export { cartRoutes } from './routes.js';
export { shoppingCart } from './schemas.js';
export { findSubscriptionCart, startSubscription } from './subscription.js';
export { chooseLine, type ChosenLine } from './chosen-variant.js';
export { CART_ADD_LIMIT } from './limits.js';
