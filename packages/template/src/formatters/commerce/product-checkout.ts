import { valueFormatter } from '../core/value-formatter.js';

/**
 * Rendered as a nested template so that a host that replaces `variants-select`,
 * `quantity-input` or `add-to-cart-btn` (the server's islands) is used here as well.
 */
const CHECKOUT_TEMPLATE = '{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}';

/** `product-checkout`: the variant selects, the quantity input and the add-to-cart form. */
export const productCheckout = valueFormatter((value, _args, ctx) =>
  ctx.renderInline(CHECKOUT_TEMPLATE, value),
);
