import type { Collection } from '@tessera/db';
import { isLive, type SiteData } from '../render/index.js';

/** Whether the owner asked search engines to leave a page (and its items) out (page settings). */
export function isNoIndex(collection: Collection): boolean {
  return collection.settings['noIndex'] === true;
}

/**
 * The pages search engines may list: enabled, live, open to everyone (no lock screen, not for
 * members only) and not marked noindex. Folders are not pages: they redirect to their first page.
 */
export function listedCollections(site: SiteData, now: number): Collection[] {
  return site.collections.filter(
    (c) => !c.is_folder && c.enabled && isLive(c, now) && c.page_permission === 'public' && !isNoIndex(c),
  );
}
