import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

/** A browser stand-in for `app.inject()`: keeps the cookies the server sets, sends the crumb back. */
export interface Visitor {
  readonly crumb: string;
  readonly cookies: Map<string, string>;
  cookieHeader(): string;
  /** A JSON call carrying the crumb in X-CSRF-Token. */
  json(method: HTTPMethods, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A plain form post carrying the crumb as a field. */
  form(
    url: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  add(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  cart(query?: string): Promise<LightMyRequestResponse>;
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
  const self: Visitor = {
    crumb,
    cookies,
    cookieHeader,
    json: async (method, url, body) =>
      remember(
        await app.inject({
          method,
          url,
          headers: { host, cookie: cookieHeader(), 'x-csrf-token': crumb },
          ...(body !== undefined && { payload: body as object }),
        }),
      ),
    form: async (url, fields, headers = {}) =>
      remember(
        await app.inject({
          method: 'POST',
          url,
          headers: {
            host,
            cookie: cookieHeader(),
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html',
            ...headers,
          },
          payload: new URLSearchParams({ crumb, ...fields }).toString(),
        }),
      ),
    add: (body) => self.json('POST', '/api/commerce/shopping-cart/entries', body),
    cart: (query = '') => self.json('GET', `/api/commerce/shopping-cart${query}`),
  };
  return self;
}
