/** Checkout changes per address per minute (details, shipping, coupons). */
export const CHECKOUT_EDIT_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Gift card codes tried per address per minute: codes must not be guessable by brute force. */
export const GIFT_CARD_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Card tokenisations per address per minute (card testing is a known abuse). */
export const CARD_TOKEN_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** Order placements per address per minute (retries of one order included). */
export const ORDER_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Checkout reads per address per minute. */
export const CHECKOUT_READ_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
