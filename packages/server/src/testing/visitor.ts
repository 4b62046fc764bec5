import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { knownCrumbFor, signedCrumb } from './crumbs.js';

export { crumbFor, knownCrumbFor, knowSite, signedCrumb } from './crumbs.js';

/** Per call: headers that add to or replace the visitor's own, and the address it calls from. */
export interface CallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * A browser stand-in for `app.inject()`: it keeps the cookies the server sets (and drops expired
 * ones) and sends the crumb cookie back the way the storefront does — the `X-CSRF-Token` header
 * on JSON calls, the `crumb` field on plain forms. It starts with a crumb the server signed for
 * the host's website (or the one given). The one visitor API tests use.
 */
export interface Visitor {
  /** The crumb cookie now (the server may replace one it did not sign). */
  readonly crumb: string;
  /** The address the visitor calls from: its own unless given (rate limits count per address). */
  readonly address: string;
  readonly cookies: Map<string, string>;
  cookieHeader(): string;
  /** Host, cookies and the crumb's echo, for a test that builds its own `inject` call. */
  headers(): Record<string, string>;
  /** A page or API read, with the visitor's cookies. */
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** A JSON call carrying the crumb in X-CSRF-Token. */
  json(
    method: HTTPMethods,
    url: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** A plain form post carrying the crumb as a field (a field given here wins). */
  form(
    url: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

let visitors = 0;

/** A new address for each visitor, in 198.18.0.0/15 (set aside for tests, RFC 2544). */
export function nextAddress(): string {
  visitors += 1;
  return `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** A well-formed crumb the server never signed: what a client inventing crumbs sends. */
export function unsignedCrumb(): string {
  return randomBytes(42).toString('base64url');
}

export function visitor(
  app: FastifyInstance,
  host: string,
  crumb = knownCrumbFor(host),
  address = nextAddress(),
): Visitor {
  const cookies = new Map<string, string>(crumb === undefined ? [] : [['crumb', crumb]]);
  // A host no test kit has seen: the first call loads a page for a crumb, as a browser does (a
  // host without a website issues none, and the visitor goes on without).
  let needsCrumb = crumb === undefined;
  let started: Promise<void> | undefined;
  const fetchCrumb = async () => {
    const issued = await signedCrumb(app, host).catch(() => undefined);
    if (issued !== undefined && !cookies.has('crumb')) cookies.set('crumb', issued);
  };
  const current = () => cookies.get('crumb') ?? '';
  const remember = (response: LightMyRequestResponse) => {
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  /** Headers and payload are made after the crumb is there, so they echo the crumb of the moment. */
  const send = async (
    method: HTTPMethods,
    url: string,
    makeHeaders: () => Record<string, string>,
    options: CallOptions,
    makePayload?: () => string | object | undefined,
  ) => {
    if (needsCrumb) {
      needsCrumb = false;
      started = fetchCrumb();
    }
    if (started) await started;
    const headers = makeHeaders();
    const payload = makePayload?.();
    return remember(
      await app.inject({
        method,
        url,
        headers: { host, cookie: cookieHeader(), ...headers, ...options.headers },
        remoteAddress: options.remoteAddress ?? address,
        ...(payload !== undefined && { payload }),
      }),
    );
  };
  return {
    get crumb() {
      return current();
    },
    address,
    cookies,
    cookieHeader,
    headers: () => ({ host, cookie: cookieHeader(), 'x-csrf-token': current() }),
    get: (url, options = {}) => send('GET', url, () => ({}), options),
    json: (method, url, body, options = {}) =>
      send(
        method,
        url,
        () => ({ 'x-csrf-token': current() }),
        options,
        () => body as object | undefined,
      ),
    form: (url, fields, headers = {}) =>
      send(
        'POST',
        url,
        () => ({ 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers }),
        {},
        () => new URLSearchParams({ crumb: current(), ...fields }).toString(),
      ),
  };
}
