/**
 * A returning visitor's `crumb` cookie: the one the server signs and sets on every page (here the
 * studio shell, which every website serves). Crumbs are signed per website, so a benchmark cannot
 * make one up (an unsigned one would be replaced on every page, making each answer private).
 */
export async function signedCrumbCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/config`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const crumb = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('crumb='));
  if (!crumb) throw new Error('the studio shell set no crumb cookie');
  return crumb;
}

/** The crumb's value, for the `X-CSRF-Token` header that echoes the cookie. */
export function crumbValue(cookie: string): string {
  return cookie.slice('crumb='.length);
}

/**
 * Public rate limits count per website and client address, so a load generator on one address
 * would measure 429s. Bench servers trust 127.0.0.1 as a proxy (`BENCH_TRUST_PROXY`), and each
 * simulated visitor sends its own address in `X-Forwarded-For`.
 */
export const BENCH_TRUST_PROXY = '127.0.0.1';
let clients = 0;
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** What a bench server sends its load generator so it can sign a new visitor's crumb per request. */
export interface CrumbSigning {
  websiteId: string;
  secret: string;
}
