import type { Collection } from '@tessera/db';
import { isLive, type SiteData } from '../render/index.js';

/**
 * The site data with the site-wide lock and the member areas' collections, which the render area
 * keeps when those features are there (each optional here, so this reads as "absent: open").
 */
type GatedSite = SiteData & {
  lockHash?: string | undefined;
  memberCollections?: ReadonlySet<string> | undefined;
};

/** Whether the owner asked search engines to leave a page (and its items) out (page settings). */
export function isNoIndex(collection: Collection): boolean {
  return collection.settings['noIndex'] === true;
}

/**
 * The pages search engines may list: enabled, live, open to everyone (no lock screen, not for
 * members only, not in a member area) and not marked noindex. Folders are not pages: they
 * redirect to their first page. A site behind its site-wide lock screen lists nothing.
 */
export function listedCollections(site: SiteData, now: number): Collection[] {
  const gated: GatedSite = site;
  if (gated.lockHash !== undefined) return [];
  return site.collections.filter(
    (c) =>
      !c.is_folder &&
      c.enabled &&
      isLive(c, now) &&
      c.page_permission === 'public' &&
      !isNoIndex(c) &&
      !gated.memberCollections?.has(c.id),
  );
}
