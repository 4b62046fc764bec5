import { searchPublicItems, searchTerms, type Executor } from '@tessera/db';
import type { MerchandisingContext } from '@tessera/core';
import { paginationJson } from '../context/collection-json.js';
import { loadItemsJson } from '../context/load-items.js';
import type { SiteData } from '../site-data.js';
import { indexPendingItems } from './index-items.js';
import { highlight, snippet } from './snippet.js';

export const SEARCH_PAGE_SIZE = 20;

interface SearchInput {
  db: Executor;
  website: { id: string };
  site: SiteData;
  now: number;
}

/**
 * The search page's part of the context (page type 102): `search` (the query, the number of
 * results, whether the query had words), `items` (results with `searchTitle` and
 * `searchSnippet`, highlighted safe HTML) and `pagination`.
 */
export async function searchContext(
  input: SearchInput,
  query: string,
  page: number,
): Promise<Record<string, unknown>> {
  const terms = searchTerms(query);
  const websiteId = input.website.id;
  if (terms.length > 0) await indexPendingItems(input.db, websiteId);
  const found = await searchPublicItems(input.db, websiteId, terms, {
    page,
    pageSize: SEARCH_PAGE_SIZE,
    now: input.now,
  });
  const merchandising: Record<string, MerchandisingContext> = {};
  const items = await loadItemsJson(
    input.db,
    websiteId,
    found.hits.map((h) => h.item),
    (item) => input.site.byId.get(item.collection_id),
    merchandising,
  );
  const texts = new Map(found.hits.map((h) => [h.item.id, h.text]));
  const params: Record<string, string> = query ? { q: query } : {};
  return {
    search: { query, terms, total: found.total, hasQuery: terms.length > 0 },
    items: items.map((item) => ({
      ...item,
      searchTitle: highlight(item.title, terms),
      searchSnippet: snippet(texts.get(item.id) ?? '', terms),
    })),
    pagination: paginationJson('/search', params, page, SEARCH_PAGE_SIZE, found.total),
    productMerchandisingContext: merchandising,
  };
}
