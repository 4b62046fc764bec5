import { forgetWebsite } from '../hosts/index.js';
import { forgetBlocks } from './blocks/load-blocks.js';
import { forgetResponses } from './response-cache.js';
import { siteDataCache } from './site-cache.js';
import { forgetTranslations } from './languages/page-translations.js';

/**
 * Invalidation hook for owner APIs: call it after any write to a website's collections,
 * navigation, header/footer, layouts (blocks) or settings, so this process serves the change at once.
 * @example await replaceNavigation(db, websiteId, 'main', nodes); invalidateSiteData(websiteId);
 */
export function invalidateSiteData(websiteId: string): void {
  siteDataCache.invalidate(websiteId);
  forgetBlocks(websiteId);
  forgetWebsite(websiteId);
  forgetResponses(websiteId);
  forgetTranslations(websiteId);
}
