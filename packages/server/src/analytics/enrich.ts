import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

export interface ClientTraits {
  isBot: boolean;
  device: string;
  browser: string;
}

const traitsCache = new LRUCache<string, ClientTraits>({ max: 2000 });

/** Bot flag (isbot's maintained list), device class and browser name of a user agent, cached. */
export function clientTraits(userAgent: string | undefined): ClientTraits {
  const ua = (userAgent ?? '').slice(0, 512);
  const cached = traitsCache.get(ua);
  if (cached) return cached;
  let traits: ClientTraits;
  if (ua === '') traits = { isBot: true, device: 'unknown', browser: 'unknown' };
  else {
    const parsed = Bowser.parse(ua);
    const type = parsed.platform.type;
    traits = {
      isBot: isbot(ua),
      device:
        type === 'mobile' || type === 'tablet' || type === 'desktop'
          ? type
          : type === 'tv'
            ? 'tv'
            : 'desktop',
      browser: parsed.browser.name ?? 'Other',
    };
  }
  traitsCache.set(ua, traits);
  return traits;
}

/**
 * The visitor's hash for counting unique visitors: IP, user agent and website with a salt that
 * changes every day and is deleted after, so the IP is never stored and cannot be recovered.
 */
export function visitorHash(
  salt: string,
  websiteId: string,
  ip: string,
  userAgent: string | undefined,
): string {
  return createHash('sha256')
    .update(`${salt}\u0000${websiteId}\u0000${ip}\u0000${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The referring host, or null for direct visits and the site's own pages. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const own = ownHost
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    return host === own ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}

export interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** utm_source, utm_medium and utm_campaign of a query string, each cut at 100 characters. */
export function campaignOf(queryString: string | undefined): Campaign {
  const params = new URLSearchParams(queryString ?? '');
  const read = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 100) : null;
  };
  return { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') };
}

/** The path of a page URL (absolute or a path), without query or fragment, at most 512 characters. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname.slice(0, 512) || '/';
  } catch {
    return '/';
  }
}
