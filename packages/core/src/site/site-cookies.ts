/**
 * Cookie names of a site that more than one package knows: the server sets them, the islands
 * and the studio's client read them. Defined once here (the census cookies are in `analytics/`).
 */
export const SITE_COOKIES = {
  /** The CSRF crumb (platform spec §9), echoed in `X-CSRF-Token` or a `crumb` form field. */
  crumb: 'crumb',
  /** HttpOnly cart token; only its hash is stored. */
  cartToken: 'ts_cart_token',
  /** Readable marker ('1') that a cart exists, so the islands load it at start; no secret. */
  cartMarker: 'ts_cart',
  /** HttpOnly message of a refused plain-form cart change, for the page the shopper returns to. */
  cartNotice: 'ts_cart_notice',
} as const;
