import { apiRequest, type ApiResult, type HttpMethod } from './api-client.js';

/** The header every mutating site-user call carries (platform spec §7). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
/** Answers the signed-in session's token (`{ xsrfToken }`), for a client that lost or outlived its own. */
export const SITE_USER_XSRF_PATH = '/api/site-users/account/xsrf-token';
/** The server's code for a missing or outdated token (403). */
const EXPIRED = 'site-user-xsrf-invalid';

let known: string | undefined;

/** Keeps the token sign-in returned (`POST /api/site-users/account/session` → `xsrfToken`). */
export function rememberSiteUserXsrf(token: string | undefined): void {
  known = token;
}

async function freshToken(): Promise<string | undefined> {
  const answer = await apiRequest<{ xsrfToken: string }>('GET', SITE_USER_XSRF_PATH);
  known = answer.ok ? answer.value.xsrfToken : undefined;
  return known;
}

const withToken = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { [SITE_USER_XSRF_HEADER]: token };

/**
 * A mutating call of the signed-in site user: sends the session's XSRF token (fetched first when
 * none is known). When the server refuses it as expired (403 `site-user-xsrf-invalid`, e.g. after
 * signing in again in another tab rotated the session), fetches a fresh token and retries once;
 * a second refusal is returned as it is. `extraHeaders` go with both (an `Idempotency-Key`).
 *
 * @example
 * const result = await siteUserRequest('POST', '/api/site-users/account/locale', { language: 'fr' });
 */
export async function siteUserRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<ApiResult<T>> {
  const headers = (token: string | undefined) => ({ ...extraHeaders, ...withToken(token) });
  const first = await apiRequest<T>(method, path, body, headers(known ?? (await freshToken())));
  if (first.ok || first.error.status !== 403 || first.error.code !== EXPIRED) return first;
  const renewed = await freshToken();
  if (renewed === undefined) return first;
  return apiRequest<T>(method, path, body, headers(renewed));
}
