import { createApiClient, type ApiClient } from '@tessera/contract/client';
import { errorFromResponse, networkError } from './api-error.js';

export type { ApiClient };

/**
 * The owner session's CSRF token, echoed in `X-CSRF-Token` on every mutating call. It comes with
 * the session (`GET /api/auth/session`, `POST /api/auth/login`) and is set by `lib/session.ts`.
 */
let csrfToken: string | undefined;

export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The CSRF token for the rare call the typed client cannot make (a streamed answer). */
export function currentCsrfToken(): string | undefined {
  return csrfToken;
}

/** The studio's one API client: `openapi-fetch` typed by `@tessera/contract`. */
export const api: ApiClient = createApiClient({ csrfToken: () => csrfToken });

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an `api.GET/POST/…` call and returns its data, or throws an `ApiError`: the server's
 * message and field errors for an error answer, 'Network error' when no answer came.
 * @example const me = await request(api.GET('/api/auth/me'));
 */
export async function request<T>(call: Promise<CallResult<T>>): Promise<T> {
  let result: CallResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!result.response.ok) throw errorFromResponse(result.response.status, result.error);
  return result.data as T;
}
