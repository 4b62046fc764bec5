import { COLLECTION_TYPES } from '@tessera/core';
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
  displayName: string;
  urlSlug: string;
  url: string;
  active: boolean;
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
    folder: collection.is_folder,
    folderBehavior: collection.folder_behavior,
    view: collection.view,
    ordering: collection.ordering,
    publicCommentCount: 0,
    commentState: 0,
    categories,
    activeCategory: categories.find((c) => c.active) ?? null,
  };
}

export function categoryJson(
  collection: Collection,
  category: { displayName: string; urlSlug: string },
  activeSlug: string | undefined,
): StoreCategoryJson {
  return {
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
}

/** `pagination` for a list at `baseUrl` (query parameters other than `page` are kept). */
export function paginationJson(
  baseUrl: string,
  query: Record<string, string>,
  page: number,
  pageSize: number,
  total: number,
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
  };
}
