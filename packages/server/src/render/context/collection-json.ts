import { COLLECTION_TYPES, COMMENT_STATES, collectionTakesComments } from '@tessera/core';
import type { Collection } from '@tessera/db';
import { collectionUrl } from './urls.js';

const TYPE_NAMES: Readonly<Record<number, string>> = Object.freeze(
  Object.fromEntries(Object.entries(COLLECTION_TYPES).map(([name, code]) => [code, name.toLowerCase()])),
);

/** The lower-case name of a collection type code ('products', 'page', 'generic', …). */
export function collectionTypeName(type: number): string {
  return TYPE_NAMES[type] ?? 'generic';
}

export interface StoreCategoryJson {
  /** The category's id, which its translations are keyed by. */
  id: string;
  displayName: string;
  urlSlug: string;
  url: string;
  active: boolean;
}

/** The page's own social sharing image (`{url}`, as `website.socialImage`), or null. */
function socialImageJson(value: unknown): { url: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const url = (value as Record<string, unknown>)['url'];
  return typeof url === 'string' ? { url } : null;
}

/**
 * The collection's `commentState`: 1 when its posts take comments, that is a collection of posts
 * (generic, not a folder; the studio's 'Allow comments on this collection' is only offered there)
 * open to every visitor (members-only and locked posts take none) whose switch is on; else 0.
 */
function collectionCommentState(collection: Collection): number {
  const takesComments =
    collection.type === COLLECTION_TYPES.GENERIC &&
    !collection.is_folder &&
    collection.page_permission === 'public' &&
    collectionTakesComments(collection.settings);
  return takesComments ? COMMENT_STATES.ON : COMMENT_STATES.OFF;
}

/** The `collection` object of the context. */
export function collectionJson(
  collection: Collection,
  fullUrl: string,
  categories: StoreCategoryJson[] = [],
): Record<string, unknown> {
  return {
    id: collection.id,
    type: collection.type,
    typeName: collectionTypeName(collection.type),
    urlId: collection.url_id,
    fullUrl,
    title: collection.title,
    navigationTitle: collection.navigation_title,
    description: collection.description,
    seoTitle: typeof collection.settings['seoTitle'] === 'string' ? collection.settings['seoTitle'] : '',
    noIndex: collection.settings['noIndex'] === true,
    // Blogs and events (generic collections) have a feed of their list (feeds/rss-feed.ts).
    rssUrl: collection.type === COLLECTION_TYPES.GENERIC ? `${fullUrl}?format=rss` : null,
    socialImage: socialImageJson(collection.settings['socialImage']),
    folder: collection.is_folder,
    folderBehavior: collection.folder_behavior,
    view: collection.view,
    ordering: collection.ordering,
    publicCommentCount: 0,
    commentState: collectionCommentState(collection),
    categories,
    activeCategory: categories.find((c) => c.active) ?? null,
  };
}

export function categoryJson(
  collection: Collection,
  category: { id: string; displayName: string; urlSlug: string },
  activeSlug: string | undefined,
): StoreCategoryJson {
  return {
    id: category.id,
    displayName: category.displayName,
    urlSlug: category.urlSlug,
    url: `${collectionUrl(collection.url_id)}?category=${encodeURIComponent(category.urlSlug)}`,
    active: category.urlSlug === activeSlug,
  };
}

export interface PaginationJson {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  prevPage: boolean;
  nextPage: boolean;
  prevPageUrl: string | null;
  nextPageUrl: string | null;
  /**
   * The address search engines should index this page under: the page itself, but a list narrowed
   * by a blog filter (`?tag=` …) points at the whole list, whose duplicate it is.
   */
  canonicalUrl: string;
}

/**
 * `pagination` for a list at `baseUrl` (query parameters other than `page` are kept). `filtered`: the
 * query narrows the list rather than naming a page of its own (then the canonical address drops it).
 */
export function paginationJson(
  baseUrl: string,
  query: Record<string, string>,
  page: number,
  pageSize: number,
  total: number,
  filtered = false,
): PaginationJson {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const urlOf = (n: number) => {
    const params = new URLSearchParams({ ...query, ...(n > 1 ? { page: String(n) } : {}) });
    if (n <= 1) params.delete('page');
    const search = params.toString();
    return search ? `${baseUrl}?${search}` : baseUrl;
  };
  return {
    page,
    pageSize,
    total,
    totalPages,
    prevPage: page > 1,
    nextPage: page < totalPages,
    prevPageUrl: page > 1 ? urlOf(page - 1) : null,
    nextPageUrl: page < totalPages ? urlOf(page + 1) : null,
    canonicalUrl: filtered ? baseUrl : urlOf(page),
  };
}
