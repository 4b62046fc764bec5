import type { NavigationNode } from '@tessera/db';
import type { FieldErrors } from '../owner-kit/index.js';
import { invalidLinkMessage, isAllowedLink } from './links.js';
import { MAX_NAVIGATION_DEPTH, MAX_NAVIGATION_ITEMS, type NavigationItemInput } from './schemas.js';

export interface CheckedItems {
  nodes: NavigationNode[];
  collectionIds: { path: string; id: string }[];
  memberAreaIds: { path: string; id: string }[];
  errors: FieldErrors;
}

const TARGETS = ['collectionId', 'externalLink', 'memberAreaId'] as const;

/**
 * Checks a navigation tree's shape (each entry points at exactly one of a collection, an external
 * link or a member area; links are safe; depth and size are bounded) and turns it into nodes.
 * Collection ownership is checked by the caller against the database.
 */
export function checkItems(items: readonly NavigationItemInput[], basePath: string): CheckedItems {
  const out: CheckedItems = { nodes: [], collectionIds: [], memberAreaIds: [], errors: {} };
  let count = 0;
  const walk = (list: readonly NavigationItemInput[], path: string, depth: number): NavigationNode[] =>
    list.map((item, index) => {
      const at = `${path}.${index}`;
      count += 1;
      if (depth > MAX_NAVIGATION_DEPTH) out.errors[at] = `Menus nest at most ${MAX_NAVIGATION_DEPTH} levels`;
      const targets = TARGETS.filter((t) => item[t]);
      if (targets.length !== 1)
        out.errors[at] = 'Each entry needs exactly one of collectionId, externalLink or memberAreaId';
      const link = item.externalLink ?? null;
      if (link && !isAllowedLink(link)) out.errors[`${at}.externalLink`] = invalidLinkMessage(link);
      if (link && !item.title?.trim()) out.errors[`${at}.title`] = 'A link needs a title';
      if (item.collectionId) out.collectionIds.push({ path: `${at}.collectionId`, id: item.collectionId });
      if (item.memberAreaId) out.memberAreaIds.push({ path: `${at}.memberAreaId`, id: item.memberAreaId });
      if (item.memberAreaId && !item.title?.trim())
        out.errors[`${at}.title`] = 'A member area entry needs a title';
      return {
        title: item.title?.trim() || null,
        collectionId: item.collectionId ?? null,
        externalLink: link,
        memberAreaId: item.memberAreaId ?? null,
        children: walk(item.children ?? [], `${at}.children`, depth + 1),
      };
    });
  out.nodes = walk(items, basePath, 1);
  if (count > MAX_NAVIGATION_ITEMS) out.errors[basePath] = `At most ${MAX_NAVIGATION_ITEMS} entries`;
  return out;
}
