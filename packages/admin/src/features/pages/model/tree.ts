import type { Collection, SiteLayout } from '../api/pages.js';

export type NavigationLink = SiteLayout[number]['links'][number];

/** The navigations an owner arranges pages in: the main menu, and pages linked nowhere. */
export const TREE_SECTIONS = [
  { name: 'main', title: 'Main navigation' },
  { name: '_hidden', title: 'Not linked' },
] as const;
export type SectionName = (typeof TREE_SECTIONS)[number]['name'];

/** One top-level line of a navigation: a page, a folder with its pages, or an outside link. */
export interface TreeEntry {
  /** Stable while the screen shows this layout: `c:<collection id>`, or `x:<list>:<place>` for links. */
  id: string;
  link: NavigationLink;
}

export type Tree = Record<SectionName, TreeEntry[]>;

const entryOf = (section: string, link: NavigationLink, index: number): TreeEntry => ({
  id: link.collectionId ? `c:${link.collectionId}` : `x:${section}:${index}`,
  link,
});

function linkOf(collection: Collection): NavigationLink {
  return {
    title: collection.navigationTitle || collection.title,
    collectionId: collection.id,
    externalLink: null,
    memberAreaId: null,
    url: collection.fullUrl,
    children: [],
  };
}

/**
 * The page tree from the site layout: the main navigation, then 'Not linked' (the hidden list
 * plus top-level pages no navigation names, which saving that list then records there).
 */
export function buildTree(layout: SiteLayout, collections: readonly Collection[]): Tree {
  const listed = new Set<string>();
  const walk = (links: readonly NavigationLink[]): void =>
    links.forEach((l) => {
      if (l.collectionId) listed.add(l.collectionId);
      walk(l.children);
    });
  layout.forEach((list) => walk(list.links));
  const links = (name: string) => layout.find((l) => l.identifier === name)?.links ?? [];
  const loose = collections.filter((c) => !listed.has(c.id) && !c.parentId).map(linkOf);
  return {
    main: links('main').map((l, i) => entryOf('main', l, i)),
    _hidden: [...links('_hidden'), ...loose].map((l, i) => entryOf('_hidden', l, i)),
  };
}

export function sectionOf(tree: Tree, id: string): SectionName | undefined {
  if (id in tree) return id as SectionName;
  return TREE_SECTIONS.find(({ name }) => tree[name].some((e) => e.id === id))?.name;
}

/**
 * The tree after dropping entry `activeId` on `overId` (another entry, whose place it takes, or
 * a section's name: its end). Undefined when nothing moves.
 */
export function moveEntry(tree: Tree, activeId: string, overId: string): Tree | undefined {
  const from = sectionOf(tree, activeId);
  const to = sectionOf(tree, overId);
  if (!from || !to || activeId === overId) return undefined;
  const source = [...tree[from]];
  const index = source.findIndex((e) => e.id === activeId);
  const [moving] = source.splice(index, 1);
  if (!moving) return undefined;
  const target = from === to ? source : [...tree[to]];
  const at = target.findIndex((e) => e.id === overId);
  const place = at < 0 ? target.length : from === to && at >= index ? at + 1 : at;
  target.splice(place, 0, moving);
  return { ...tree, [from]: source, [to]: target };
}

/** The entry moved to the end of another navigation ('Move to …' in its menu). */
export function moveToSection(tree: Tree, id: string, to: SectionName): Tree | undefined {
  return moveEntry(tree, id, to);
}

/** A navigation list as UpdateNavigation takes it back (titles kept only for outside links). */
export interface NavigationItem {
  collectionId?: string | null;
  externalLink?: string | null;
  title?: string | null;
  children?: NavigationItem[];
}

export function asNavigationItems(links: readonly NavigationLink[]): NavigationItem[] {
  return links.map((link) => ({
    collectionId: link.collectionId,
    externalLink: link.externalLink,
    // Every title goes back: a page link's custom menu title is kept, and the server stores none
    // for one equal to the page's navigation title, so that link still follows a rename.
    ...(link.title !== null && { title: link.title }),
    children: asNavigationItems(link.children),
  }));
}

/** The sections whose order or content differ between two trees (the lists to save). */
export function changedSections(before: Tree, after: Tree): SectionName[] {
  return TREE_SECTIONS.map((s) => s.name).filter(
    (name) => before[name].map((e) => e.id).join('\n') !== after[name].map((e) => e.id).join('\n'),
  );
}
