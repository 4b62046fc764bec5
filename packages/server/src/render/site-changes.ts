import { invalidateSiteData } from './invalidate-site.js';

/** What an owner write changed; listed so the call sites read as what they are. */
export type SiteChangeArea =
  | 'collections'
  | 'items'
  | 'products'
  | 'categories'
  | 'layouts'
  | 'navigation'
  | 'header-footer'
  | 'files'
  | 'multilingual'
  | 'commerce-preferences'
  | 'settings'
  | 'design';

/**
 * The one call every owner write makes after it commits. It runs the render area's
 * cache-invalidation hook (`invalidateSiteData`, render/site-cache.ts) so this process serves the
 * change at once; other processes catch up within the render cache's TTL. Every area invalidates,
 * not only the ones the render cache holds today, so a later cache needs no new call sites.
 */
export function siteChanged(websiteId: string, _area: SiteChangeArea): void {
  invalidateSiteData(websiteId);
}
