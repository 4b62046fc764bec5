import { SITE_COOKIES } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../plugins/index.js';
import { verifiedCrumb } from '../plugins/index.js';
import { isSecretToken, sha256 } from '../digest.js';

/** HttpOnly cookie holding the cart token (only its hash is stored). */
export const CART_TOKEN_COOKIE = SITE_COOKIES.cartToken;
/**
 * Readable marker ('1') telling the storefront runtime that a cart exists, so it loads the cart at
 * start (storefront `hasCartCookie`). It carries no secret: the token stays in the HttpOnly cookie.
 */
export const CART_MARKER_COOKIE = SITE_COOKIES.cartMarker;
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

/** Whose cart a request means. */
export interface CartOwner {
  /** The cart cookie's token and its hash, when the cookie is well formed. */
  token?: string;
  tokenHash?: string;
  /** The visitor's crumb: on writes (already verified by the crumb check) it may start a cart. */
  crumb?: string;
  /**
   * The signed-in site user. Site-user sessions belong to the site-users area: its session check
   * passes the user's id here, and the cart then follows the user instead of the cookie.
   */
  siteUserId?: string;
}

export function cartOwnerOf(request: FastifyRequest, siteUserId = request.siteUser?.id): CartOwner {
  const token = request.cookies[CART_TOKEN_COOKIE];
  const crumb = verifiedCrumb(request);
  return {
    ...(isSecretToken(token) && { token, tokenHash: sha256(token) }),
    ...(typeof crumb === 'string' && crumb !== '' && { crumb }),
    ...(siteUserId && { siteUserId }),
  };
}

export function hasCartCookie(request: FastifyRequest): boolean {
  return isSecretToken(request.cookies[CART_TOKEN_COOKIE]);
}

/** (Re)issues the cart cookies; every write refreshes their lifetime. */
export function setCartCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const maxAge = CART_COOKIE_MAX_AGE_SECONDS;
  reply.setCookie(CART_TOKEN_COOKIE, token, cookieOptions(request, { maxAge }));
  reply.setCookie(CART_MARKER_COOKIE, '1', cookieOptions(request, { maxAge, httpOnly: false }));
}

/** Drops cookies that name no open cart (purchased, or never valid), so pages stop reading it. */
export function clearCartCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CART_TOKEN_COOKIE, cookieOptions(request));
  reply.clearCookie(CART_MARKER_COOKIE, cookieOptions(request, { httpOnly: false }));
}
