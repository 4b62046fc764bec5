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
  return link.collectionId ? `c:${link.collectionId}` : `x:${parent}:${index}`;
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
