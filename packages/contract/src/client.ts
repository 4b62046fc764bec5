import { SITE_COOKIES } from '@tessera/core';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';

/** A typed client of the whole API: `client.GET('/api/auth/me')` knows the answer's shape. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the API; same-origin (the page's) when omitted. */
  readonly baseUrl?: string;
  /**
   * The token echoed in `X-CSRF-Token` on every mutating call: the owner session's CSRF token for
   * the studio, the `crumb` cookie for visitor calls (the default).
   */
  readonly csrfToken?: () => string | undefined;
  /** For tests and server-side callers; the global `fetch` otherwise. */
  readonly fetch?: typeof globalThis.fetch;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The `crumb` cookie of the page (platform spec §9), decoded. */
export function crumbCookie(cookieText: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const pair of cookieText.split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() !== SITE_COOKIES.crumb) continue;
    const raw = rest.join('=').trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function csrfHeader(token: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const value = token();
      if (value !== undefined) request.headers.set('X-CSRF-Token', value);
      return request;
    },
  };
}

/**
 * The browser apps' API client (`openapi-fetch` typed by the generated contract): JSON in and out,
 * cookies sent same-origin, the CSRF token added to every mutating call.
 * @example
 * const api = createApiClient({ csrfToken: () => session.csrfToken });
 * const { data, error } = await api.GET('/api/admin/collections');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(options.fetch && { fetch: options.fetch }),
  });
  client.use(csrfHeader(options.csrfToken ?? (() => crumbCookie())));
  return client;
}
