import {
  getNavigation,
  listCollections,
  NAVIGATION_LISTS,
  type Collection,
  type Executor,
  type NavigationNode,
} from '@tessera/db';

/** What navigation entries of a website link to: its collections, and which one is the home page. */
export interface LinkTargets {
  byId: ReadonlyMap<string, Collection>;
  /** The home page answers at `/` (its own path redirects there). */
  homeCollectionId: string | undefined;
}

function firstPage(
  nodes: readonly NavigationNode[],
  byId: ReadonlyMap<string, Collection>,
): string | undefined {
  for (const node of nodes) {
    const collection = node.collectionId ? byId.get(node.collectionId) : undefined;
    if (collection?.enabled && !collection.is_folder) return collection.id;
    const inner = firstPage(node.children, byId);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The home page: the first enabled page linked from the main navigation, else the first enabled
 * top-level page. The public pages use it too (render/site-cache.ts, docs/template-context.md).
 */
export function homeCollectionIdOf(
  main: readonly NavigationNode[],
  collections: readonly Collection[],
  byId: ReadonlyMap<string, Collection> = new Map(collections.map((c) => [c.id, c])),
): string | undefined {
  const fallback = collections.find((c) => c.enabled && !c.is_folder && c.parent_id === null);
  return firstPage(main, byId) ?? fallback?.id;
}

export async function loadLinkTargets(db: Executor, websiteId: string): Promise<LinkTargets> {
  const [collections, main] = await Promise.all([
    listCollections(db, websiteId),
    getNavigation(db, websiteId, NAVIGATION_LISTS.main),
  ]);
  const byId = new Map(collections.map((c) => [c.id, c]));
  return { byId, homeCollectionId: homeCollectionIdOf(main, collections, byId) };
}

/** An entry's title: its own, else its collection's navigation title. */
export function entryTitle(node: NavigationNode, targets: LinkTargets): string | null {
  const collection = node.collectionId ? targets.byId.get(node.collectionId) : undefined;
  return node.title ?? collection?.navigation_title ?? null;
}

/** Where an entry links: `/` for the home page, the collection's path, or the external link. */
export function entryUrl(node: NavigationNode, targets: LinkTargets): string | null {
  if (!node.collectionId) return node.externalLink;
  const collection = targets.byId.get(node.collectionId);
  if (!collection) return null;
  return collection.id === targets.homeCollectionId ? '/' : `/${encodeURIComponent(collection.url_id)}`;
}

/**
 * Drops titles equal to the collection's navigation title, so an entry keeps following the page's
 * title and saving back what GetSiteLayout answered changes nothing.
 */
export function withoutDefaultTitles(
  nodes: readonly NavigationNode[],
  targets: LinkTargets,
): NavigationNode[] {
  return nodes.map((node) => {
    const collection = node.collectionId ? targets.byId.get(node.collectionId) : undefined;
    const title = collection && node.title === collection.navigation_title ? null : node.title;
    return { ...node, title, children: withoutDefaultTitles(node.children, targets) };
  });
}
