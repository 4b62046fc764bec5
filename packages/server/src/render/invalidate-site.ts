import type { Invalidation } from '../cache-bus/index.js';
import { forgetAllWebsites, forgetWebsite } from '../hosts/index.js';
import { forgetBlocks } from './blocks/load-blocks.js';
import { forgetItemPages } from './item-cache.js';
import { forgetResponses } from './response-cache.js';
import { siteDataCache } from './site-cache.js';
import { forgetTranslations } from './languages/page-translations.js';

/**
 * Invalidation hook for owner APIs: call it after any write to a website's collections,
 * navigation, header/footer, layouts (blocks) or settings, so this process serves the change at once.
 * Owner writes call `siteChanged` instead, which also tells the other processes.
 * @example await replaceNavigation(db, websiteId, 'main', nodes); invalidateSiteData(websiteId);
 */
export function invalidateSiteData(websiteId: string): void {
  siteDataCache.invalidate(websiteId);
  forgetBlocks(websiteId);
  forgetItemPages(websiteId);
  forgetWebsite(websiteId);
  forgetResponses(websiteId);
  forgetTranslations(websiteId);
}

/** Applies an invalidation another process broadcast (cache-bus) to this process's caches. */
export function applyInvalidation(invalidation: Invalidation): void {
  if (invalidation.kind === 'website') invalidateSiteData(invalidation.websiteId);
  else forgetAllWebsites();
}
