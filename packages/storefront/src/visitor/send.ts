import { ANALYTICS_POST_TIMEOUT_MS } from '@tessera/core';
import { readCookie } from './read-cookie.js';

/** A beacon when the browser has one (it survives leaving the page), else a keepalive fetch. */
export function beacon(url: string, body: string | URLSearchParams, type = 'text/plain;charset=UTF-8'): void {
  try {
    const blob = typeof body === 'string' ? new Blob([body], { type }) : body;
    if (navigator.sendBeacon?.(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: typeof body === 'string' ? { 'content-type': type } : {},
    }).catch(() => undefined);
  } catch {
    // Analytics failures are swallowed silently.
  }
}

/** A JSON post carrying the crumb from the cookie, given up after 2.5 s; failures are swallowed. */
export function postJson(url: string, body: unknown): void {
  try {
    void fetch(url, {
      method: 'POST',
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCookie('crumb') ?? '' },
      signal: AbortSignal.timeout(ANALYTICS_POST_TIMEOUT_MS),
    }).catch(() => undefined);
  } catch {
    // Analytics failures are swallowed silently.
  }
}

/** A form-encoded post (the legacy event tracker), crumb included, given up after 2.5 s. */
export function postForm(url: string, fields: Record<string, string>): void {
  try {
    void fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ crumb: readCookie('crumb') ?? '', ...fields }),
      keepalive: true,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(ANALYTICS_POST_TIMEOUT_MS),
    }).catch(() => undefined);
  } catch {
    // Analytics failures are swallowed silently.
  }
}
