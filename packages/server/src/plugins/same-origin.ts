import type { FastifyRequest } from 'fastify';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser's plain form post (no JavaScript, so no `X-CSRF-Token`) was made by a page of
 * this site. Pages carry no per-visitor token so they stay cacheable; instead the browser vouches
 * for the page that posted, with headers another site can neither set nor forge:
 * `Sec-Fetch-Site` (only `same-origin` passes; a sibling subdomain, another website of the
 * install, is `same-site` and refused), else `Origin`, else — when `Origin` is absent or `null` —
 * the `Referer`. A post that carries none of them is refused. Used by every plain-form route (cart,
 * forms); see "CSRF" in the server README.
 * @example if (!isSameOriginPost(request)) throw new AppError('crumb-mismatch');
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const own = `${request.protocol}://${request.host}`;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin === own;
  const referer = request.headers.referer;
  return typeof referer === 'string' && originOf(referer) === own;
}
