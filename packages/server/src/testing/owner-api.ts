import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from './harness.js';

export type OwnerCall = (
  method: HTTPMethods,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Calls owner APIs as a signed-in contributor (session cookie and CSRF header). */
export function ownerApi(app: FastifyInstance, auth: SignedIn): OwnerCall {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...auth.headers, ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/** The JSON body of a response, typed by the caller. */
export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
