import type { Collection } from '@tessera/db';
import type { SiteData } from '../site-data.js';
import { navigationJson } from './navigation-json.js';
import { safeLinkUrl } from './urls.js';

/** `memberArea` on the access-denied page (storefront spec §6: it offers a join button). */
export interface MemberAreaJson {
  /** Where a visitor joins; null when the site names no such page. */
  joinUrl: string | null;
}

/**
 * The members-only collection's own join link (collection setting `joinUrl`, an owner link like
 * any other: http(s), mailto, tel or a site path), else the first entry of the member-areas
 * navigation (`_memberareas`) that links somewhere else, else none.
 */
export function memberAreaJson(collection: Collection, site: SiteData): MemberAreaJson {
  const own = safeLinkUrl(collection.settings['joinUrl']);
  if (own) return { joinUrl: own };
  const entries = navigationJson(site, undefined)._memberareas;
  const stack = [...entries];
  while (stack.length > 0) {
    const entry = stack.shift();
    // An entry for this very collection would only lead back to this page.
    if (entry?.url && entry.collectionId !== collection.id) return { joinUrl: entry.url };
    if (entry) stack.unshift(...entry.children);
  }
  return { joinUrl: null };
}
