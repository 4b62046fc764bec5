import { PUBLIC_PATHS, SITE_COOKIES } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, errorBody } from '../errors.js';
import { escapeHtml, htmlDocument } from '../html.js';
import { cookieOptions } from '../plugins/index.js';
import { checkCrumb, isFormPost } from '../plugins/index.js';
import type { Failure } from '../failure.js';
import { failureMessage, sendFailure } from '../failure.js';

/**
 * HttpOnly cookie carrying a refused plain-form change's message to the page the shopper is sent
 * back to. Page contexts cannot set cookies (the HTML stays cacheable), so instead of being cleared
 * once read it is scoped to that page's path and lives only for the redirect's round trip.
 */
export const CART_NOTICE_COOKIE = SITE_COOKIES.cartNotice;
const NOTICE_MAX_AGE_SECONDS = 10;
const CART_PATH = PUBLIC_PATHS.cart;
/** Where a plain add-to-cart form may ask to go next (the storefront's `next` field). */
const NEXT_PATHS = new Set<string>([PUBLIC_PATHS.cart, PUBLIC_PATHS.checkout]);

function csrfPage(request: FastifyRequest, message: string): string {
  const back = escapeHtml(backPath(request));
  return htmlDocument(
    'Unable to add item',
    `<main><h1>Unable to add item</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${back}">Back</a></p></main>`,
  );
}

/**
 * preHandler for every cart change: the foundation's crumb check (`checkCrumb`; its plain forms
 * pass when the browser vouches they come from this site and the crumb cookie is there). A JSON
 * caller that fails gets the catalogue body plus `crumbFail: true` (the islands then explain
 * sessions or cookies); a plain form gets a small page with the same message, since a notice
 * cookie may not survive.
 */
export async function cartCrumb(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const verdict = checkCrumb(request);
  if (verdict.ok) return;
  const { status, message } = ERROR_CATALOGUE[verdict.code];
  if (verdict.form) {
    return reply.code(status).type('text/html; charset=utf-8').send(csrfPage(request, message));
  }
  return reply.code(status).send({ ...errorBody(verdict.code, request.id), crumbFail: true });
}

/** The same-site page a form was posted from (path and query only), else the cart page. */
export function sameSitePath(referer: string | undefined, host: string): string {
  if (!referer) return CART_PATH;
  try {
    const url = new URL(referer);
    // '//other.example/…' would be a protocol-relative address of another site.
    if (url.host !== host || url.pathname.startsWith('//')) return CART_PATH;
    return `${url.pathname}${url.search}`;
  } catch {
    return CART_PATH;
  }
}

function backPath(request: FastifyRequest): string {
  return sameSitePath(request.headers.referer, request.host);
}

/** The plain add form's `next` when it is one of ours, else the cart page. */
export function nextPathOf(next: string | undefined): string {
  return next !== undefined && NEXT_PATHS.has(next) ? next : CART_PATH;
}

/** A refused change: JSON callers get the error body; plain forms go back with a notice to show. */
export function refuse(request: FastifyRequest, reply: FastifyReply, refused: Failure): FastifyReply {
  if (!isFormPost(request)) return sendFailure(request, reply, refused);
  const back = backPath(request);
  const path = new URL(back, 'http://site.invalid').pathname;
  reply.setCookie(
    CART_NOTICE_COOKIE,
    failureMessage(refused),
    cookieOptions(request, { maxAge: NOTICE_MAX_AGE_SECONDS, path }),
  );
  return reply.redirect(back, 303);
}

/** Leaves a notice for the page at `path` (a plain form's outcome told on the page it goes to). */
export function leaveCartNotice(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  message: string,
): void {
  reply.setCookie(
    CART_NOTICE_COOKIE,
    message,
    cookieOptions(request, { maxAge: NOTICE_MAX_AGE_SECONDS, path }),
  );
}

/** The notice a refused plain-form change left for this page, if any. */
export function readCartNotice(request: FastifyRequest): string | null {
  const notice = request.cookies[CART_NOTICE_COOKIE];
  return notice ? notice : null;
}
