/**
 * Where a form may send the visitor. Visitor input never chooses an external address: the only
 * absolute URLs followed are the owner's configured success redirect; anything a visitor sends
 * (the page path of a plain form post) must be a path on this site.
 */

const CONTROL_OR_SPACE = /[\p{Cc}\s\\]/u;

/**
 * A path on this site: starts with one '/', no scheme-relative '//' or '/\', no control
 * characters, spaces or backslashes (which some browsers treat as '/').
 *
 * @example
 * isSameSitePath('/contact?x=1'); // true
 * isSameSitePath('//evil.example'); // false
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !CONTROL_OR_SPACE.test(value) && value.length <= 2000
  );
}

/** The owner's success redirect: a same-site path, or an absolute http(s) URL. */
export function isOwnerRedirect(value: string): boolean {
  if (isSameSitePath(value)) return true;
  if (CONTROL_OR_SPACE.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** A visitor-supplied page path, or '/' when it is not a same-site path. */
export function safePagePath(value: unknown): string {
  return typeof value === 'string' && isSameSitePath(value) ? value : '/';
}
