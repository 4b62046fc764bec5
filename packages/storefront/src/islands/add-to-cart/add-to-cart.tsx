/**
 * The add-to-cart island: the shared add-to-cart form (`shared/add-to-cart/`), which the
 * gift-card and quick-view islands hold too.
 */
export { AddToCartForm as AddToCart } from '../shared/add-to-cart/add-to-cart-form.js';
export type { AddToCartProps } from '../shared/add-to-cart/add-to-cart-form.js';
