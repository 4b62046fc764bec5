import { broadcastInvalidation } from '../cache-bus/index.js';
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
  | 'design'
  | 'members'
  | 'comments';

/**
 * The one call every owner write makes after it commits. It runs the render area's
 * cache-invalidation hook (`invalidateSiteData`, render/invalidate-site.ts) so this process serves
 * the change at once, and with REDIS_URL tells every other process over the cache bus, which
 * serve it within milliseconds (their caches' TTLs bound a lost message). Every area invalidates,
 * not only the ones the render cache holds today, so a later cache needs no new call sites.
 */
export function siteChanged(websiteId: string, _area: SiteChangeArea): void {
  invalidateSiteData(websiteId);
  broadcastInvalidation({ kind: 'website', websiteId });
}
