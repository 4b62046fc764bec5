import type { NavigationLink } from '../api/navigation.js';

/** Moves the element at `from` to `to` (both indexes of the same list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A stable key of a link within its list: its page, else its place when loaded. */
export function linkKey(link: NavigationLink, index: number, parent = ''): string {
  if (link.collectionId) return `c:${link.collectionId}`;
  return link.memberAreaId ? `m:${link.memberAreaId}:${index}` : `x:${parent}:${index}`;
}

/** What an owner reads for an entry: its title, else where it goes. */
export function linkName(link: NavigationLink): string {
  return link.title || link.externalLink || link.url || 'Untitled';
}

/** The main navigation with one entry (top level, or a folder's child) replaced or removed. */
export function withEntry(
  links: readonly NavigationLink[],
  path: readonly number[],
  change: NavigationLink | null,
): NavigationLink[] {
  const [at, ...rest] = path;
  if (at === undefined) return [...links];
  return links.flatMap((link, index) => {
    if (index !== at) return [link];
    if (rest.length === 0) return change ? [change] : [];
    return [{ ...link, children: withEntry(link.children, rest, change) }];
  });
}

/** The main navigation with a folder's children reordered. */
export function withChildren(
  links: readonly NavigationLink[],
  folder: number,
  children: NavigationLink[],
): NavigationLink[] {
  return links.map((link, index) => (index === folder ? { ...link, children } : link));
}

/** The main navigation with top-level entry `index` moved to the end of folder `folder`'s pages. */
export function intoFolder(
  links: readonly NavigationLink[],
  index: number,
  folder: number,
): NavigationLink[] {
  const moving = links[index];
  const target = links[folder];
  if (!moving || !target || index === folder) return [...links];
  return links.flatMap((link, i) => {
    if (i === index) return [];
    if (i === folder) return [{ ...link, children: [...link.children, moving] }];
    return [link];
  });
}

/** The main navigation with page `child` of folder `folder` moved out, right after the folder. */
export function outOfFolder(
  links: readonly NavigationLink[],
  folder: number,
  child: number,
): NavigationLink[] {
  const parent = links[folder];
  const moving = parent?.children[child];
  if (!parent || !moving) return [...links];
  return links.flatMap((link, i) =>
    i === folder ? [{ ...link, children: link.children.filter((_, c) => c !== child) }, moving] : [link],
  );
}
