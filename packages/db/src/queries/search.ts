import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type DialectKind } from '../dialect.js';
import type { Executor } from './executor.js';
import { decodeItem } from '../schema/row-decoders.js';
import { isPublicItem, type PublicItem } from './public-content.js';

/** At most this many words of a query are searched for. */
export const MAX_SEARCH_TERMS = 8;

/**
 * The words of a search query: runs of letters and digits, lower-cased, at most 8 of at most 50
 * characters. Only these reach the full-text syntax of either dialect, so no query can inject
 * operators.
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 50)))].slice(0, MAX_SEARCH_TERMS);
}

/** The document text of one item, written by the server. */
export interface SearchDocument {
  itemId: string;
  title: string;
  body: string;
}

/** Items of the website that have no search document yet (new, or changed since indexing). */
export async function listUnindexedItems(
  db: Executor,
  websiteId: string,
  limit = 500,
): Promise<PublicItem[]> {
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('search_documents')
            .select('item_id')
            .whereRef('search_documents.item_id', '=', 'items.id'),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map(decodeItem);
}

export async function putSearchDocuments(
  db: Executor,
  websiteId: string,
  docs: readonly SearchDocument[],
): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto('search_documents')
    .values(docs.map((d) => ({ website_id: websiteId, item_id: d.itemId, title: d.title, body: d.body })))
    .onConflict((oc) => oc.column('item_id').doNothing())
    .execute();
}

export interface SearchHit {
  item: PublicItem;
  /** The document's plain text, for snippets. */
  text: string;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
}

/**
 * The part of the search that differs by dialect: which documents match every term and how
 * relevant each is (lower first). SQLite asks its FTS5 table (bm25, title matches weigh ten
 * times body matches); PostgreSQL its tsvector column (ts_rank, negated).
 */
const MATCHES: Readonly<Record<DialectKind, (terms: readonly string[]) => RawBuilder<unknown>>> = {
  sqlite: (terms) => sql`select d.item_id, bm25(search_fts, 10.0, 1.0) as rank
    from search_fts join search_documents d on d.id = search_fts.rowid
    where search_fts match ${terms.map((t) => `"${t}"*`).join(' AND ')}`,
  postgres: (terms) => {
    const query = sql`to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`;
    return sql`select d.item_id, -ts_rank(d.document, ${query}) as rank
      from search_documents d where d.document @@ ${query}`;
  },
};

/**
 * One page of public items matching every word of the query, best first. Only published items
 * of enabled, public collections are found; locked and members-only pages never show here.
 */
export async function searchPublicItems(
  db: Executor,
  websiteId: string,
  terms: readonly string[],
  options: { page: number; pageSize: number; now: number },
): Promise<SearchPage> {
  if (terms.length === 0) return { hits: [], total: 0 };
  const matches = MATCHES[dialectOf(db).kind](terms);
  const base = db
    .selectFrom(sql<{ item_id: string; rank: number }>`(${matches})`.as('m'))
    .innerJoin('search_documents', 'search_documents.item_id', 'm.item_id')
    .innerJoin('items', (join) =>
      join
        .onRef('items.id', '=', 'search_documents.item_id')
        .onRef('items.website_id', '=', 'search_documents.website_id'),
    )
    .innerJoin('collections', (join) =>
      join
        .onRef('collections.id', '=', 'items.collection_id')
        .onRef('collections.website_id', '=', 'items.website_id'),
    )
    .where('search_documents.website_id', '=', websiteId)
    .where('collections.enabled', '=', 1)
    .where('collections.page_permission', '=', 'public')
    // Member areas' content is never a search hit (migration 1150).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_area_collections')
            .select('member_area_collections.collection_id')
            .whereRef('member_area_collections.collection_id', '=', 'collections.id')
            .where('member_area_collections.website_id', '=', websiteId),
        ),
      ),
    )
    .where(isPublicItem(options.now));
  const [rows, count] = await Promise.all([
    base
      .selectAll('items')
      .select('search_documents.body as search_text')
      .orderBy('m.rank')
      .orderBy('items.id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    hits: rows.map(({ search_text, ...item }) => ({ item: decodeItem(item), text: search_text })),
    total: Number(count.total),
  };
}
