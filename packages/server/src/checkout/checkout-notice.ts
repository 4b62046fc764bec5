import { PUBLIC_PATHS } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureMessage, type Failure } from '../failure.js';
import { cookieOptions } from '../plugins/index.js';
import { checkoutPath } from './checkout-target.js';

/**
 * HttpOnly cookie carrying a refused plain-form step's message (and field messages) back to the
 * checkout page for one round trip. The checkout page is never cached, so its route reads and
 * clears it.
 */
export const CHECKOUT_NOTICE_COOKIE = 'ts_checkout_notice';
const NOTICE_MAX_AGE_SECONDS = 30;
const MAX_NOTICE_LENGTH = 3000;

export interface CheckoutNotice {
  message: string;
  errors: Record<string, string>;
}

export function setCheckoutNotice(
  request: FastifyRequest,
  reply: FastifyReply,
  notice: CheckoutNotice,
): void {
  const value = JSON.stringify(notice).slice(0, MAX_NOTICE_LENGTH);
  reply.setCookie(
    CHECKOUT_NOTICE_COOKIE,
    value,
    cookieOptions(request, { maxAge: NOTICE_MAX_AGE_SECONDS, path: PUBLIC_PATHS.checkout }),
  );
}

/** The notice the previous post left, cleared in this response. */
export function takeCheckoutNotice(request: FastifyRequest, reply: FastifyReply): CheckoutNotice | null {
  const raw = request.cookies[CHECKOUT_NOTICE_COOKIE];
  if (raw === undefined) return null;
  reply.clearCookie(CHECKOUT_NOTICE_COOKIE, cookieOptions(request, { path: PUBLIC_PATHS.checkout }));
  try {
    const parsed = JSON.parse(raw) as Partial<CheckoutNotice>;
    if (typeof parsed.message !== 'string') return null;
    const errors = typeof parsed.errors === 'object' && parsed.errors !== null ? parsed.errors : {};
    const strings = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
    return { message: parsed.message, errors: Object.fromEntries(strings) };
  } catch {
    return null;
  }
}

/** Back to the checkout page; a refusal travels with it as the page's notice. */
export function backToCheckout(
  request: FastifyRequest,
  reply: FastifyReply,
  cartToken: string | undefined,
  refused?: Failure,
): FastifyReply {
  if (refused) {
    setCheckoutNotice(request, reply, { message: failureMessage(refused), errors: { ...refused.fields } });
  }
  return reply.redirect(checkoutPath(cartToken), 303);
}
