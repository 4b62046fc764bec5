import type { CompiledQuery, ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { FileRow, ItemRow } from '../schema/content.js';
import { rowDecoder } from '../schema/columns.js';
import { decodeItem } from '../schema/row-decoders.js';
import { dialectOf } from '../dialect.js';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';
import { itemsByIdsQuery, type Item } from './items.js';
import type { ProductVariant } from './products.js';

/**
 * The public read model: what the page renderer, search and related items may show a visitor —
 * public items (published, their time come), their products and variants, images with their
 * stored widths and authors' names. Each read loads a page's needs in as few statements as
 * possible. What is not about visibility is not here: items by id are items.ts's query (with the
 * public filter added), products with their variants are products.ts's `loadProductsOf`, form
 * blocks are layouts.ts's; writes and owner reads live there too.
 */

/** An item a visitor may see (the same shape as `Item`). */
export type PublicItem = Item;
export type PublicVariant = ProductVariant;

/**
 * Public items: published ones (an optional publish time must have passed) and scheduled ones
 * whose time has come. Drafts, items needing review and private items never show.
 */
export function isPublicItem(now: number) {
  return (eb: ExpressionBuilder<Database, 'items'>) =>
    eb.or([
      eb.and([
        eb('items.publish_state', '=', 'published'),
        eb.or([eb('items.publish_on', 'is', null), eb('items.publish_on', '<=', now)]),
      ]),
      eb.and([eb('items.publish_state', '=', 'scheduled'), eb('items.publish_on', '<=', now)]),
    ]);
}

function publicItemQuery(db: Executor, websiteId: string, collectionId: string, urlId: string, now: number) {
  return db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .where(isPublicItem(now));
}

/** Stand-ins for the arguments, compiled once and replaced by the real values in each call. */
const ARGUMENTS: readonly unknown[] = [
  '\u0000website',
  '\u0000collection',
  '\u0000url',
  -8_888_888_888_888.5,
];

/**
 * The item page's query is asked on every request: its statement is built and compiled once per
 * database, and each call only puts its own values in the parameters.
 */
const itemStatements = new WeakMap<Executor, { query: CompiledQuery; slots: readonly number[] }>();

function itemStatement(db: Executor) {
  let statement = itemStatements.get(db);
  if (!statement) {
    const [w, c, u, n] = ARGUMENTS as [string, string, string, number];
    const query = publicItemQuery(db, w, c, u, n).compile();
    statement = { query, slots: query.parameters.map((p) => ARGUMENTS.indexOf(p)) };
    itemStatements.set(db, statement);
  }
  return statement;
}

/** One public item of a collection by its URL id. */
export async function findPublicItem(
  db: Executor,
  websiteId: string,
  collectionId: string,
  urlId: string,
  now: number,
): Promise<PublicItem | undefined> {
  const { query, slots } = itemStatement(db);
  const values = [websiteId, collectionId, urlId, now];
  const parameters = query.parameters.map((p, i) => (slots[i] === -1 ? p : values[slots[i] as number]));
  const { rows } = await db.executeQuery<ItemRow>({ ...query, parameters });
  const row = rows[0];
  return row && decodeItem(row);
}

export interface PublicItemPage {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Store category URL slug to filter by (products collections only). */
  categorySlug?: string | undefined;
  /** Blog-style filters (`?tag=`, `?category=`, `?author=`, `?month=`); all given must match. */
  filter?: ItemFilter | undefined;
  ordering: 'user' | 'chronological';
  now: number;
  /** Count all matching items (default true); lists that show no paging can skip it. */
  withTotal?: boolean;
}

/** What a filtered list of items keeps: items carrying the tag or category, by the author, in the month. */
export interface ItemFilter {
  tag?: string | undefined;
  /** An item category (the item's own `categories`, not a store category). */
  category?: string | undefined;
  authorId?: string | undefined;
  /** Published in [from, to) (epoch ms), by the date the item shows (`publish_on`, else creation). */
  published?: { from: number; to: number } | undefined;
}

function listQuery(db: Executor, websiteId: string, collectionId: string, options: PublicItemPage) {
  let query = db
    .selectFrom('items')
    .where('items.website_id', '=', websiteId)
    .where('items.collection_id', '=', collectionId)
    .where(isPublicItem(options.now));
  if (options.categorySlug !== undefined) {
    const slug = options.categorySlug;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories')
          .innerJoin('categories', (join) =>
            join
              .onRef('categories.id', '=', 'product_categories.category_id')
              .onRef('categories.website_id', '=', 'product_categories.website_id'),
          )
          .select('product_categories.product_id')
          .where('product_categories.website_id', '=', websiteId)
          .whereRef('product_categories.product_id', '=', 'items.id')
          .where('categories.collection_id', '=', collectionId)
          .where('categories.url_slug', '=', slug),
      ),
    );
  }
  return withFilter(db, query, options.filter);
}

type ItemQuery = SelectQueryBuilder<Database, 'items', object>;

function withFilter(db: Executor, query: ItemQuery, filter: ItemFilter | undefined): ItemQuery {
  if (!filter) return query;
  const dialect = dialectOf(db);
  const shown = (eb: ExpressionBuilder<Database, 'items'>) =>
    eb.fn.coalesce('items.publish_on', 'items.created_at');
  let filtered = query;
  if (filter.tag !== undefined) filtered = filtered.where(dialect.jsonArrayHas('items.tags', filter.tag));
  if (filter.category !== undefined)
    filtered = filtered.where(dialect.jsonArrayHas('items.categories', filter.category));
  if (filter.authorId !== undefined) filtered = filtered.where('items.author_id', '=', filter.authorId);
  if (filter.published) {
    const { from, to } = filter.published;
    filtered = filtered.where((eb) => eb(shown(eb), '>=', from)).where((eb) => eb(shown(eb), '<', to));
  }
  return filtered;
}

/** One page of a collection's public items and how many there are in all (-1 when not counted). */
export async function listPublicItems(
  db: Executor,
  websiteId: string,
  collectionId: string,
  options: PublicItemPage,
): Promise<{ items: PublicItem[]; total: number }> {
  const base = listQuery(db, websiteId, collectionId, options);
  let ordered = base.selectAll('items');
  ordered =
    options.ordering === 'chronological'
      ? ordered.orderBy(
          (eb) => eb.fn.coalesce('items.start_date', 'items.publish_on', 'items.created_at'),
          'desc',
        )
      : ordered.orderBy('items.display_index').orderBy('items.created_at', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .orderBy('items.id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    options.withTotal === false
      ? { total: -1 }
      : base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(decodeItem), total: Number(count.total) };
}

/** What blog-style blocks count: each public item's tags, categories, author and shown date. */
export interface ItemFacets {
  tags: string[];
  categories: string[];
  authorId: string | null;
  /** `publish_on`, else the creation time (the date an item shows). */
  publishedAt: number;
}

/** The facets of a collection's public items, at most `limit` of them (newest first). */
export async function listPublicItemFacets(
  db: Executor,
  websiteId: string,
  collectionId: string,
  now: number,
  limit: number,
): Promise<ItemFacets[]> {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'tags', 'categories', 'author_id', 'publish_on', 'created_at'])
    .where('items.website_id', '=', websiteId)
    .where('items.collection_id', '=', collectionId)
    .where(isPublicItem(now))
    .orderBy((eb) => eb.fn.coalesce('items.publish_on', 'items.created_at'), 'desc')
    .orderBy('items.id')
    .limit(limit)
    .execute();
  return rows.map(decodeFacets).map((row) => ({
    tags: row.tags,
    categories: row.categories,
    authorId: row.author_id,
    publishedAt: row.publish_on ?? row.created_at,
  }));
}

const decodeFacets = rowDecoder<
  Pick<ItemRow, 'id' | 'tags' | 'categories' | 'author_id' | 'publish_on' | 'created_at'>
>(['tags', 'categories'], []);

/** Public items by id (for summary blocks and search results), in no particular order. */
export async function findPublicItemsByIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
  now: number,
): Promise<PublicItem[]> {
  if (ids.length === 0) return [];
  const rows = await itemsByIdsQuery(db, websiteId, ids).where(isPublicItem(now)).execute();
  return rows.map(decodeItem);
}

export interface PublicImage extends FileRow {
  /** Stored widths of the image's variants, ascending (100, 300, … 2500). */
  widths: number[];
}

/** Files by id with the widths of their stored variants, in one statement. */
export async function loadImages(
  db: Executor,
  websiteId: string,
  fileIds: readonly string[],
): Promise<Map<string, PublicImage>> {
  const found = new Map<string, PublicImage>();
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('files')
    .leftJoin('image_variants as v', (join) =>
      join.onRef('v.file_id', '=', 'files.id').onRef('v.website_id', '=', 'files.website_id'),
    )
    .selectAll('files')
    .select('v.width as variant_width')
    .where('files.website_id', '=', websiteId)
    .where('files.id', 'in', ids)
    .orderBy('files.id')
    .orderBy('v.width')
    .execute();
  for (const { variant_width: width, ...file } of rows) {
    let image = found.get(file.id);
    if (!image) {
      image = { ...file, widths: [] };
      found.set(file.id, image);
    }
    if (width !== null) image.widths.push(width);
  }
  return found;
}

/**
 * Display names of item authors. Accounts are install-wide, so only contributors of this website
 * are returned, and only their names (never an email).
 */
export async function loadAuthorNames(
  db: Executor,
  websiteId: string,
  accountIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('website_contributors', 'website_contributors.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.display_name'])
    .where('website_contributors.website_id', '=', websiteId)
    .where('accounts.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.display_name]));
}
