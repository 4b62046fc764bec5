import { isFreePreview, lessonState } from '@tessera/core';
import type { Collection, PublicItem } from '@tessera/db';
import type { Membership } from '../resolve-page.js';
import type { SiteData } from '../site-data.js';
import type { ItemJson } from './item-json.js';
import { navigationJson } from './navigation-json.js';
import { safeLinkUrl } from './urls.js';

/** Where the join page of a member area is (members/visitor-routes.ts serves it). */
export const joinPath = (areaId: string) => `/members/join/${areaId}`;

/** `memberArea` on the access-denied (106) and paywall (107) pages: both offer a join button. */
export interface MemberAreaJson {
  /** Where a visitor joins; null when the site names no such page. */
  joinUrl: string | null;
}

/**
 * The join page of the first member area protecting the collection; else the collection's own
 * join link (setting `joinUrl`, an owner link like any other: http(s), mailto, tel or a site
 * path), else the first entry of the member-areas navigation (`_memberareas`) that links
 * somewhere else, else none.
 */
export function memberAreaJson(
  collection: Collection,
  site: SiteData,
  membership?: Membership,
): MemberAreaJson {
  const area = membership?.areaIds[0];
  if (area) return { joinUrl: joinPath(area) };
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

/** What of a protected item a visitor without access sees: no body, no product data, no blocks. */
const TEASER_KEYS = [
  'id',
  'collectionId',
  'fullUrl',
  'title',
  'recordType',
  'urlId',
  'excerpt',
  'tags',
  'categories',
  'publishOn',
  'addedOn',
  'author',
  'mainImageId',
  'assetUrl',
  'mainImage',
] as const;

export function teaserJson(item: ItemJson): ItemJson {
  const teaser: Record<string, unknown> = {};
  for (const key of TEASER_KEYS) if (key in item) teaser[key] = item[key];
  return teaser as ItemJson;
}

/**
 * A protected collection's list (a course's lessons): each item with its `lessonState`, 'visible'
 * to members and for free previews, else 'paywall' — and then only its teaser.
 */
export function lessonListJson(
  items: readonly ItemJson[],
  rows: readonly PublicItem[],
  membership: Pick<Membership, 'member' | 'freePreviewTags'>,
): ItemJson[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((json) => {
    const row = byId.get(json.id);
    const free = row ? isFreePreview(row.tags, membership.freePreviewTags) : false;
    const state = lessonState(free, membership.member);
    return state === 'visible'
      ? { ...json, lessonState: state }
      : { ...teaserJson(json), lessonState: state };
  });
}
