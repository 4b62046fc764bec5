import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

/** Per call: headers that add to or replace the visitor's own, and the address it calls from. */
export interface CallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * A browser stand-in for `app.inject()`: it keeps the cookies the server sets (and drops expired
 * ones) and sends the crumb back the way the storefront does — the `X-CSRF-Token` header on JSON
 * calls, the `crumb` field on plain forms. The one visitor API tests use.
 */
export interface Visitor {
  readonly crumb: string;
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

export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

export function visitor(app: FastifyInstance, host: string, crumb = newCrumb()): Visitor {
  const cookies = new Map<string, string>([['crumb', crumb]]);
  const remember = (response: LightMyRequestResponse) => {
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const send = async (
    method: HTTPMethods,
    url: string,
    headers: Record<string, string>,
    options: CallOptions,
    payload?: string | object,
  ) =>
    remember(
      await app.inject({
        method,
        url,
        headers: { host, cookie: cookieHeader(), ...headers, ...options.headers },
        ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
        ...(payload !== undefined && { payload }),
      }),
    );
  return {
    crumb,
    cookies,
    cookieHeader,
    headers: () => ({ host, cookie: cookieHeader(), 'x-csrf-token': crumb }),
    get: (url, options = {}) => send('GET', url, {}, options),
    json: (method, url, body, options = {}) =>
      send(method, url, { 'x-csrf-token': crumb }, options, body as object | undefined),
    form: (url, fields, headers = {}) =>
      send(
        'POST',
        url,
        { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
        {},
        new URLSearchParams({ crumb, ...fields }).toString(),
      ),
  };
}
