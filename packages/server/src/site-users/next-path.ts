/** The page an account flow returns to when it ends (a member area's join page), else the account. */
export const ACCOUNT_HOME = '/account';

const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** `value` when it is a path on this site (never another host, never `//` or `/\`), else undefined. */
export function safeNext(value: string | undefined): string | undefined {
  return value !== undefined && value.length <= 2000 && SITE_PATH.test(value) ? value : undefined;
}

/** A path on this site to go to after signing in or verifying, else the account. */
export function nextPath(value: string | undefined): string {
  return safeNext(value) ?? ACCOUNT_HOME;
}

/** `?next=…` (or `&next=…`) to keep a safe `next` on a link, or nothing. */
export function nextQuery(value: string | undefined, separator: '?' | '&' = '?'): string {
  const safe = safeNext(value);
  return safe ? `${separator}next=${encodeURIComponent(safe)}` : '';
}
