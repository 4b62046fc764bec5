import type { ShownPage } from './build-context.js';
import type { ContextPrivacy } from './page-context.js';

/** Public pages may be reused for this long by browsers and shared caches (with ETag revalidation). */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Cache-Control of a page. Pages that look the same for everyone are cacheable for a short while
 * (`private` when this response also sets the visitor's crumb cookie, so a shared cache never
 * stores a Set-Cookie); pages that depend on the visitor (cart, lock screen, unlocked pages) and
 * error pages are not stored. Other areas' context decides the rest (`ContextPrivacy`): the
 * visitor's own data (a cart count) makes the page `private, no-cache` (revalidated with the
 * ETag), a one-time outcome (a plain form post's result, a cart notice) `private, no-store`.
 */
export function cacheControl(
  page: ShownPage,
  setsCookie: boolean,
  privacy: ContextPrivacy = 'shared',
): string {
  if (
    page.kind === 'error' ||
    page.kind === 'cart' ||
    page.kind === 'locked' ||
    page.kind === 'site-locked' ||
    page.kind === 'area'
  )
    return 'no-store';
  if (privacy === 'flash') return 'private, no-store';
  if ('collection' in page && page.collection.page_permission !== 'public') return 'private, no-cache';
  // Member areas: what shows depends on who asks (access denied, paywall, or the members' content).
  if ('membership' in page && page.membership) return 'private, no-cache';
  if (privacy === 'visitor') return 'private, no-cache';
  return `${setsCookie ? 'private' : 'public'}, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET; `*` matches any). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
