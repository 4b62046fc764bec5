import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { cookieOptions } from './cookies.js';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';
const CRUMB_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
const CRUMB_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

function validCrumb(value: unknown): value is string {
  return typeof value === 'string' && CRUMB_PATTERN.test(value);
}

/**
 * Sets the visitor `crumb` cookie on page (HTML) responses that do not carry one yet. It is the one
 * cookie that is not HttpOnly: page JavaScript must read it to echo it in `X-CSRF-Token`. That is
 * safe because it is a double-submit token, not a credential — another origin can neither read it
 * nor set our header, and it grants nothing by itself. The HTML never contains the crumb, so pages
 * stay cacheable.
 */
export function setupCrumbCookie(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) ensureCrumb(request, reply);
    done(null, payload);
  });
}

const issued = new WeakMap<FastifyRequest, string>();

/** The visitor's crumb, issuing the cookie in this response when the request had none. */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE];
  if (validCrumb(existing)) return existing;
  const already = issued.get(request);
  if (already) return already;
  const crumb = newCrumb();
  issued.set(request, crumb);
  reply.setCookie(
    CRUMB_COOKIE,
    crumb,
    cookieOptions(request, { httpOnly: false, maxAge: CRUMB_MAX_AGE_SECONDS }),
  );
  return crumb;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function submittedCrumb(request: FastifyRequest): unknown {
  const header = request.headers[CRUMB_HEADER];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body[CRUMB_COOKIE] : undefined;
}

/**
 * preHandler for public mutating APIs (cart, forms): the crumb cookie must be present and echoed in
 * `X-CSRF-Token` (JSON posts) or a `crumb` form field (plain form posts). No cookie at all means
 * cookies are disabled ('crumb-missing'); a wrong or missing echo means a stale page ('crumb-mismatch').
 * @example app.post('/api/form/SaveFormSubmission', { preHandler: requireCrumb }, handler)
 */
export async function requireCrumb(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const cookie = request.cookies[CRUMB_COOKIE];
  if (!validCrumb(cookie)) throw new AppError('crumb-missing');
  const submitted = submittedCrumb(request);
  if (typeof submitted !== 'string' || !sameToken(submitted, cookie)) throw new AppError('crumb-mismatch');
}
