import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import type { RunningSite } from './harness.js';

/** The demo owner signed in to the product's own owner API, as the studio would be. */
export interface OwnerApi {
  /** A JSON call with the owner's session and CSRF token; throws unless the answer is 2xx. */
  send<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<T>;
  close(): Promise<void>;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The demo owner the first start created (printed by `npm start`, kept in `<DATA_DIR>/demo-owner.json`). */
export function demoOwner(site: RunningSite): Credentials {
  const saved = JSON.parse(readFileSync(join(site.dataDir, 'demo-owner.json'), 'utf8')) as {
    ownerEmail: string;
    password: string;
  };
  return { email: saved.ownerEmail, password: saved.password };
}

/**
 * Signs the demo owner in through `POST /api/auth/login` with the printed password, so journeys
 * set things up through the API a newcomer's studio uses instead of writing database rows.
 */
export async function signInOwner(site: RunningSite): Promise<OwnerApi> {
  const { email, password } = demoOwner(site);
  const api: APIRequestContext = await request.newContext({ baseURL: site.url });
  const login = await api.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`owner sign-in failed: ${login.status()} ${await login.text()}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    async send<T>(method: string, path: string, body?: object): Promise<T> {
      const response = await api.fetch(path, {
        method,
        headers: { 'x-csrf-token': csrfToken, accept: 'application/json' },
        ...(body && { data: body }),
      });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return (response.status() === 204 ? undefined : await response.json()) as T;
    },
    close: () => api.dispose(),
  };
}
