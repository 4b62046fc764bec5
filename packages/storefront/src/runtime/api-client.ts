import { addToCartFailureMessage, CART_MESSAGES, err, ok } from '@tessera/core';
import type { Result } from '@tessera/core';
import type { ApiErrorBody } from './api-types.js';
import { COOKIE_NAMES, readCookie } from './cookies.js';

/** Why a call failed; `message` is the visitor-facing text. */
export interface ApiFailure {
  readonly kind: 'csrf' | 'rate-limited' | 'server' | 'network';
  /** HTTP status, 0 when the request never got an answer. */
  readonly status: number;
  readonly message: string;
  /** Per-field errors of a 400 answer (additional-fields forms), keyed by field id. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** The server's error code, when it sent one (e.g. `site-user-xsrf-invalid`). */
  readonly code?: string;
}

export type ApiResult<T> = Result<T, ApiFailure>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverMessage(body: ApiErrorBody | undefined): string | undefined {
  const text = body?.error;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function fieldErrorsOf(errors: unknown): Record<string, string> | undefined {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function failureOf(status: number, body: ApiErrorBody | undefined): ApiFailure {
  if (body?.crumbFail === true) {
    const cookiesEnabled = typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
    return { kind: 'csrf', status, message: addToCartFailureMessage({ kind: 'csrf', cookiesEnabled }) };
  }
  if (status === 429) {
    return { kind: 'rate-limited', status, message: addToCartFailureMessage({ kind: 'rate-limited' }) };
  }
  const message = serverMessage(body) ?? CART_MESSAGES.tryAgain;
  const fieldErrors = fieldErrorsOf(body?.errors);
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return {
    kind: 'server',
    status,
    message,
    ...(fieldErrors && { fieldErrors }),
    ...(code !== undefined && { code }),
  };
}

/**
 * One JSON call to our server: sends the `crumb` cookie back as `X-CSRF-Token`, and turns a
 * failure into the spec's texts — the CSRF texts (by cookie support), the 429 text, the
 * server's message, or 'Please check your internet connection.' when nothing answered.
 *
 * @example
 * const result = await apiRequest<CartResponse>('DELETE', `/api/commerce/shopping-cart/entries/${id}`);
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const crumb = readCookie(COOKIE_NAMES.crumb);
  if (crumb !== undefined) headers['X-CSRF-Token'] = crumb;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return err({ kind: 'network', status: 0, message: CART_MESSAGES.checkConnection });
  }
  const data = await readJson(response);
  if (!response.ok) return err(failureOf(response.status, data as ApiErrorBody | undefined));
  return ok(data as T);
}
