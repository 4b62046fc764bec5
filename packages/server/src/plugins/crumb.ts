import { timingSafeEqual } from 'node:crypto';
import { SITE_COOKIES } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { cookieOptions } from './cookies.js';
import { crumbSecret, isSignedCrumb, knownCrumbSecret, mintCrumb } from './crumb-signature.js';
import { isSameOriginPost } from './same-origin.js';

export const CRUMB_COOKIE = SITE_COOKIES.crumb;
export const CRUMB_HEADER = 'x-csrf-token';
const CRUMB_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function websiteIdOf(request: FastifyRequest): string | undefined {
  return (request.website as { id?: string } | null)?.id;
}

/** Whether the value is a crumb the server signed for the request's website. */
function validCrumb(request: FastifyRequest, value: unknown): value is string {
  const websiteId = websiteIdOf(request);
  if (websiteId === undefined) return false;
  const secret = knownCrumbSecret(websiteId);
  return secret !== undefined && isSignedCrumb(secret, websiteId, value);
}

/**
 * The visitor's crumb cookie when the server signed it for this website, else undefined: an
 * unsigned, forged or sibling site's crumb counts as no crumb at all.
 */
export function verifiedCrumb(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[CRUMB_COOKIE];
  return validCrumb(request, cookie) ? cookie : undefined;
}

/**
 * Sets the visitor `crumb` cookie on page (HTML) responses that do not carry one yet. It is the one
 * cookie that is not HttpOnly: page JavaScript must read it to echo it in `X-CSRF-Token`. That is
 * safe because it is a double-submit token, not a credential — another origin can neither read it
 * nor set our header, and it grants nothing by itself. The HTML never contains the crumb, so pages
 * stay cacheable.
 */
export function setupCrumbCookie(app: FastifyInstance): void {
  // After website resolution: reads the website's signing secret once per process, so the checks
  // below stay synchronous.
  app.addHook('onRequest', async (request) => {
    const websiteId = websiteIdOf(request);
    if (websiteId !== undefined) await crumbSecret(app.database.db, websiteId);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const websiteId = websiteIdOf(request);
    const signs = websiteId !== undefined && knownCrumbSecret(websiteId) !== undefined;
    if (signs && typeof type === 'string' && type.startsWith('text/html')) ensureCrumb(request, reply);
    done(null, payload);
  });
}

const issued = new WeakMap<FastifyRequest, string>();

/**
 * The visitor's crumb, issuing a signed one in this response when the request had none (or one
 * the server did not sign for this website: an old unsigned crumb is replaced on the next page).
 */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const existing = verifiedCrumb(request);
  if (existing) return existing;
  const already = issued.get(request);
  if (already) return already;
  const websiteId = websiteIdOf(request);
  const secret = websiteId === undefined ? undefined : knownCrumbSecret(websiteId);
  if (websiteId === undefined || secret === undefined) throw new Error('a crumb needs the website');
  const crumb = mintCrumb(secret, websiteId);
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

/** A browser's plain form post (no JavaScript), as opposed to the islands' JSON calls. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

export type CrumbFailureCode = 'crumb-missing' | 'crumb-mismatch';

/** `form`: the request is a plain form post, so the caller answers with a page or a redirect. */
export type CrumbVerdict = { ok: true; form: boolean } | { ok: false; form: boolean; code: CrumbFailureCode };

/**
 * Which plain form posts pass without echoing the crumb, when the browser vouches they come from
 * a page of this site (`isSameOriginPost`): rendered pages carry no per-visitor token, so they
 * stay cacheable.
 * - `'with-cookie'` (the default: cart, checkout, waitlist, reviews, sign-in): the crumb cookie
 *   must still be there.
 * - `'always'` (the form block's plain post, which works without cookies too).
 * - `'never'` (JSON APIs: only the echoed crumb passes).
 */
export type VouchedForms = 'with-cookie' | 'always' | 'never';

/**
 * The one crumb check: the crumb cookie must be one the server signed for this website, echoed in
 * `X-CSRF-Token` (JSON posts) or a `crumb` form field (plain form posts), with the plain-form
 * exception `vouched` describes. No signed cookie (none, or an unsigned, forged or sibling site's
 * one) means cookies are disabled or the crumb is from before signing ('crumb-missing', whose text
 * asks for the reload that issues a signed one); a wrong or missing echo means a stale page
 * ('crumb-mismatch'). A verdict, never a throw: each caller answers in its own way.
 * @example const verdict = checkCrumb(request); if (!verdict.ok) return refuse(verdict.code);
 */
export function checkCrumb(request: FastifyRequest, vouched: VouchedForms = 'with-cookie'): CrumbVerdict {
  const form = isFormPost(request);
  const cookie = verifiedCrumb(request);
  const hasCookie = cookie !== undefined;
  const submitted = submittedCrumb(request);
  if (hasCookie && typeof submitted === 'string' && sameToken(submitted, cookie)) return { ok: true, form };
  const vouchedFor = vouched !== 'never' && form && isSameOriginPost(request);
  if (vouchedFor && (hasCookie || vouched === 'always')) return { ok: true, form };
  if (vouched === 'always') return { ok: false, form, code: 'crumb-mismatch' };
  return { ok: false, form, code: hasCookie ? 'crumb-mismatch' : 'crumb-missing' };
}

/**
 * preHandler for public mutating JSON APIs (forms, events, census): `checkCrumb` with no plain-form
 * exception, failing with the catalogue's 403.
 * @example app.post('/api/form/SaveFormSubmission', { preHandler: requireCrumb }, handler)
 */
export async function requireCrumb(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const verdict = checkCrumb(request, 'never');
  if (!verdict.ok) throw new AppError(verdict.code);
}
