/** Adds (and subscription starts) per address per minute; a shopper clicks far less often. */
export const CART_ADD_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Quantity changes, removals and answer edits per address per minute. */
export const CART_EDIT_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Cart reads per address per minute (every page start of a visitor with a cart reads once). */
export const CART_READ_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
