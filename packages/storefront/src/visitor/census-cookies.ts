import {
  CENSUS_COOKIE_NAMES,
  CENSUS_COOKIE_PATH,
  CENSUS_COOKIES,
  censusCookieValues,
  isRestrictiveCookiePolicy,
  nextCensusState,
  type CensusState,
} from '@tessera/core';
import { pageClock } from '../runtime/clock.js';
import { readCookie } from './read-cookie.js';

/** The visitor's answer to the site's cookie banner: 'true' or 'false'; documented in the package README. */
export const CONSENT_COOKIE = 'ts_cookie_consent';

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${CENSUS_COOKIE_PATH}; SameSite=Lax${secure}`;
}

function clearCensusCookies(): void {
  for (const name of CENSUS_COOKIE_NAMES) {
    if (readCookie(name) !== undefined) document.cookie = `${name}=; Max-Age=0; Path=${CENSUS_COOKIE_PATH}`;
  }
}

/**
 * Advances the census cookies for this page view (30-minute visit rule), or clears them under a
 * restrictive cookie policy. Returns the state only when the record cookie could be written and
 * read back: "analytics is tracked only when the census cookie exists".
 */
export function updateCensusCookies(consentRequired: boolean, now = pageClock.now()): CensusState | null {
  const consentValue = readCookie(CONSENT_COOKIE);
  const consent = consentValue === 'true' ? true : consentValue === 'false' ? false : null;
  if (isRestrictiveCookiePolicy({ cloneable: false, consentRequired, consent })) {
    clearCensusCookies();
    return null;
  }
  const state = nextCensusState(
    { record: readCookie(CENSUS_COOKIES.record), visitTime: readCookie(CENSUS_COOKIES.visitTime) },
    now,
    randomId,
  );
  for (const cookie of censusCookieValues(state))
    writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds);
  return readCookie(CENSUS_COOKIES.record) === undefined ? null : state;
}
