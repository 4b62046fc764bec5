import type { NavigationNode } from '@tessera/db';
import { isLive } from '../resolve-page.js';
import type { SiteData } from '../site-data.js';
import { collectionUrl, safeLinkUrl } from './urls.js';

export interface NavigationItemJson {
  title: string;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  /**
   * Where the entry links: the collection's page, the member area's join page (which sends members
   * on to the area), the external link, or null for a folder heading.
   */
  url: string | null;
  folder: boolean;
  active: boolean;
  children: NavigationItemJson[];
}

function toJson(
  node: NavigationNode,
  site: SiteData,
  activeId: string | undefined,
  now: number,
): NavigationItemJson | undefined {
  const collection = node.collectionId ? site.byId.get(node.collectionId) : undefined;
  if (node.collectionId && (!collection?.enabled || !isLive(collection, now))) return undefined;
  const children = node.children.flatMap((child) => toJson(child, site, activeId, now) ?? []);
  const url = collection
    ? collection.id === site.homeCollectionId
      ? '/'
      : collectionUrl(collection.url_id)
    : node.memberAreaId
      ? `/members/join/${node.memberAreaId}`
      : (safeLinkUrl(node.externalLink) ?? null);
  const active =
    (collection !== undefined && collection.id === activeId) || children.some((child) => child.active);
  return {
    title: node.title ?? collection?.navigation_title ?? '',
    collectionId: node.collectionId,
    externalLink: safeLinkUrl(node.externalLink) ?? null,
    memberAreaId: node.memberAreaId,
    url,
    folder: collection?.is_folder === true || (!collection && !node.externalLink && children.length > 0),
    active,
    children,
  };
}

/**
 * The `navigation` object: the main list, `_hidden` and `_memberareas` (platform spec §9), as trees
 * with folders and children. Disabled collections and those not live at `now` (drafts, private,
 * scheduled for later) are left out; the current collection's entry and its ancestors are `active`.
 */
export function navigationJson(site: SiteData, activeCollectionId: string | undefined, now = 0) {
  const list = (nodes: NavigationNode[]) =>
    nodes.flatMap((n) => toJson(n, site, activeCollectionId, now) ?? []);
  return {
    main: list(site.navigation.main),
    _hidden: list(site.navigation.hidden),
    _memberareas: list(site.navigation.memberAreas),
  };
}
