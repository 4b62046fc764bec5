import { SITE_COOKIES } from '@tessera/core';

/** Cookie names the storefront reads (platform spec §9); the server sets the crumb and cart ones. */
export const COOKIE_NAMES = {
  crumb: SITE_COOKIES.crumb,
  siteUserInfo: 'SiteUserInfo',
  /** The server's readable cart marker; documented in the package README. */
  cart: SITE_COOKIES.cartMarker,
} as const;

/** The value of one cookie of `document.cookie`, decoded, or undefined. */
export function readCookie(name: string, cookieText: string = document.cookie): string | undefined {
  for (const pair of cookieText.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Whether the `SiteUserInfo` cookie says a site user is signed in. The cookie holds JSON
 * `{ authenticated, siteUserId }`; an unreadable cookie is logged and counts as no user
 * (platform spec §8).
 */
export function isSiteUserAuthenticated(cookieText: string = document.cookie): boolean {
  const raw = readCookie(COOKIE_NAMES.siteUserInfo, cookieText);
  if (raw === undefined || raw === '') return false;
  try {
    const info: unknown = JSON.parse(raw);
    return (
      typeof info === 'object' &&
      info !== null &&
      (info as { authenticated?: unknown }).authenticated === true
    );
  } catch (error) {
    console.warn('Unreadable SiteUserInfo cookie', error);
    return false;
  }
}

/** Whether the visitor has a cart cookie, so there is a cart worth loading. */
export function hasCartCookie(cookieText: string = document.cookie): boolean {
  const value = readCookie(COOKIE_NAMES.cart, cookieText);
  return value !== undefined && value !== '';
}
