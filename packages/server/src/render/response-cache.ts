import { CENSUS_COOKIE_NAMES, type Clock } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CRUMB_COOKIE } from '../plugins/index.js';
import type { EncodedForms } from './page-encoding.js';
import { RENDER_MEMO_TTL_MS } from './render-page.js';
import { ttlClock } from './ttl-clock.js';

/**
 * A public page or its `?format=json` as the page service sends it, minus everything per
 * visitor: no Set-Cookie (the crumb is issued per request by `deliver`), no request id (a hook
 * sets it on every response), no CSP nonce (the CSP is static: plugins/security.ts).
 */
export interface PreparedResponse {
  status: number;
  type: string;
  etag: string;
  body: string;
  /** The body's compressed forms, filled as clients ask for them (page-encoding.ts). */
  encoded: EncodedForms;
  /** Cache-Control when no cookie is set, and when this response issues the visitor's crumb. */
  cacheControl: string;
  cacheControlSettingCookie: string;
  /** HTML responses issue the crumb cookie to visitors without one. */
  issuesCrumb: boolean;
}

/** Whole responses live as long as the renderer's other micro-caches. */
export const RESPONSE_CACHE_TTL_MS = RENDER_MEMO_TTL_MS;

/** Bumped by owner writes (`forgetResponses`), so every page service stops using older entries. */
const generations = new Map<string, number>();

/** Called on site-wide owner writes (invalidate-site.ts `invalidateSiteData`). */
export function forgetResponses(websiteId: string): void {
  generations.set(websiteId, (generations.get(websiteId) ?? 0) + 1);
}

/** Cookies no page render reads: the crumb, the census cookies and the visitor's cookie consent. */
const PAGE_NEUTRAL_COOKIES: ReadonlySet<string> = new Set([
  CRUMB_COOKIE,
  ...CENSUS_COOKIE_NAMES,
  'ts_cookie_consent',
]);

/**
 * Whether the request may be answered from (and fill) the cache: GET or HEAD, no query but
 * `format=json`, and no cookie but the crumb (which is everyone's) and the census cookies (only the
 * visitor script reads them, never the server's render). Any other cookie may be read
 * by a contribution or the renderer (cart, cart notice, page unlock, owner or site-user session,
 * one added later), so it bypasses: an allowlist, not a list of what is known to vary.
 */
export function cacheableRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const query = request.url.indexOf('?');
  if (query !== -1 && request.url.slice(query + 1) !== 'format=json') return false;
  for (const name in request.cookies) if (!PAGE_NEUTRAL_COOKIES.has(name)) return false;
  return true;
}

export interface ResponseCache {
  /** The key of a cacheable request, or undefined (render afresh, store nothing). */
  keyOf(request: FastifyRequest): string | undefined;
  get(key: string): PreparedResponse | undefined;
  /** Stores the response once it has been sent, if it went out as 200 without any Set-Cookie. */
  storeWhenSent(reply: FastifyReply, key: string, response: PreparedResponse): void;
}

export function createResponseCache(clock: Clock): ResponseCache {
  const entries = new LRUCache<string, PreparedResponse>({
    maxSize: 64_000_000,
    sizeCalculation: (response) => response.body.length + 1,
    ttl: RESPONSE_CACHE_TTL_MS,
    ...ttlClock(clock),
  });
  return {
    keyOf(request) {
      if (!cacheableRequest(request)) return undefined;
      const websiteId = request.website.id;
      // The site's origin is part of the page (`base-url`); the URL carries `format=json`.
      // The encoding is not: each entry keeps its bytes per encoding.
      return `${websiteId}\u0000${generations.get(websiteId) ?? 0}\u0000${request.siteOrigin}${request.url}`;
    },
    get: (key) => entries.get(key),
    storeWhenSent(reply, key, response) {
      reply.raw.once('finish', () => {
        if (reply.raw.statusCode === 200 && reply.raw.getHeader('set-cookie') === undefined) {
          entries.set(key, response);
        }
      });
    },
  };
}
