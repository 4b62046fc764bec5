import type { ContributorRole } from '../site/contributor-roles.js';

// The codes as literals (checked against PAGE_TYPES and CONTRIBUTOR_ROLES in the tests), so the
// visitor script does not carry those whole tables.
const VIEWER: ContributorRole = 10;

/** Page types never tracked: not found, lock screen, access denied and search (storefront spec §2, §6). */
export const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([100, 103, 106, 102]);

/** The page path of the search page, excluded from page-view tracking. */
export const SEARCH_PATH = '/search';

/** Paths containing /config/ count as the site-editing area. */
export function isEditingAreaPath(path: string): boolean {
  return path.includes('/config/');
}

export interface TrackingInput {
  /** Whether the census cookie exists (after the census tried to write it). */
  hasCensusCookie: boolean;
  /** The signed-in account's website roles; null or empty for an anonymous visitor. */
  accountRoles: readonly ContributorRole[] | null;
  /** The page's path (without the query). */
  path: string;
  /** The page's type code, when known. */
  pageType: number | null;
}

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut < 0 ? path : path.slice(0, cut);
}

/**
 * Whether a page view may be tracked (storefront spec §6): only with the census cookie; never for
 * a signed-in account unless its only website role is viewer and the page is not under /config/;
 * never on not-found, lock-screen, access-denied or search pages, nor at /search.
 */
export function shouldTrack(input: TrackingInput): boolean {
  if (!input.hasCensusCookie) return false;
  const path = pathOnly(input.path);
  if (input.pageType !== null && UNTRACKED_PAGE_TYPES.has(input.pageType)) return false;
  if (path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`)) return false;
  const roles = input.accountRoles ?? [];
  if (roles.length === 0) return true;
  const onlyViewer = roles.every((role) => role === VIEWER);
  return onlyViewer && !isEditingAreaPath(path);
}
