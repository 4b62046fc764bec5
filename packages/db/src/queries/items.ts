import { sql, type Updateable } from 'kysely';
import { dialectOf } from '../dialect.js';
import { newId } from '../ids.js';
import { toJson, type Decoded } from '../schema/columns.js';
import { decodeItem as decode } from '../schema/row-decoders.js';
import type { ItemLocation, ItemRow, ItemsTable, PublishState, RecordType } from '../schema/content.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Item = Decoded<ItemRow>;

export interface ItemInput {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  collectionId: string;
  recordType: RecordType;
  title: string;
  urlId: string;
  body?: unknown;
  excerpt?: string;
  location?: ItemLocation | null;
  startDate?: number | null;
  endDate?: number | null;
  tags?: string[];
  categories?: string[];
  commentState?: number;
  publishState?: PublishState;
  publishOn?: number | null;
  authorId?: string | null;
  displayIndex?: number;
  externalLink?: string | null;
  mainImageId?: string | null;
}

function columns(input: Partial<ItemInput>): Updateable<ItemsTable> {
  const set: Updateable<ItemsTable> = {};
  if (input.collectionId !== undefined) set.collection_id = input.collectionId;
  if (input.recordType !== undefined) set.record_type = input.recordType;
  if (input.title !== undefined) set.title = input.title;
  if (input.urlId !== undefined) set.url_id = input.urlId;
  if (input.body !== undefined) set.body = toJson(input.body);
  if (input.excerpt !== undefined) set.excerpt = input.excerpt;
  if (input.location !== undefined) set.location = input.location === null ? null : toJson(input.location);
  if (input.startDate !== undefined) set.start_date = input.startDate;
  if (input.endDate !== undefined) set.end_date = input.endDate;
  if (input.tags !== undefined) set.tags = toJson(input.tags);
  if (input.categories !== undefined) set.categories = toJson(input.categories);
  if (input.commentState !== undefined) set.comment_state = input.commentState;
  if (input.publishState !== undefined) set.publish_state = input.publishState;
  if (input.publishOn !== undefined) set.publish_on = input.publishOn;
  if (input.authorId !== undefined) set.author_id = input.authorId;
  if (input.displayIndex !== undefined) set.display_index = input.displayIndex;
  if (input.externalLink !== undefined) set.external_link = input.externalLink;
  if (input.mainImageId !== undefined) set.main_image_id = input.mainImageId;
  return set;
}

export async function createItem(db: Executor, websiteId: string, input: ItemInput): Promise<Item> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('items')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      collection_id: input.collectionId,
      record_type: input.recordType,
      title: input.title,
      url_id: input.urlId,
      created_at: now,
      updated_at: now,
      ...columns(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decode(row);
}

export async function findItem(db: Executor, websiteId: string, id: string): Promise<Item | undefined> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && decode(row);
}

export async function findItemByUrlId(
  db: Executor,
  websiteId: string,
  collectionId: string,
  urlId: string,
): Promise<Item | undefined> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row && decode(row);
}

export interface ItemListOptions {
  publishState?: PublishState;
  /** Words the title contains, any case. */
  search?: string;
  limit?: number;
  offset?: number;
}

/** `lower(title) like '%…%'` with the search's own % and _ taken literally. */
function titleContains(search: string) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(title) like ${pattern} escape '\\'`;
}

/** Items of a collection by display index, then newest first. */
export async function listItems(
  db: Executor,
  websiteId: string,
  collectionId: string,
  options: ItemListOptions = {},
): Promise<Item[]> {
  let query = db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId);
  if (options.publishState) query = query.where('publish_state', '=', options.publishState);
  if (options.search) query = query.where(titleContains(options.search));
  const rows = await query
    .orderBy('display_index')
    .orderBy('created_at', 'desc')
    .limit(options.limit ?? 200)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(decode);
}

/** Published items of a website whose title or excerpt matches the query words. */
export async function searchItems(
  db: Executor,
  websiteId: string,
  query: string,
  limit = 50,
): Promise<Item[]> {
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('publish_state', '=', 'published')
    .where(dialectOf(db).textSearch(['title', 'excerpt'], query))
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decode);
}

/**
 * Updates an item and moves its version on. With `expectedVersion`, only when nobody saved since
 * that version: undefined then means someone did (or the item is gone).
 */
export async function updateItem(
  db: Executor,
  websiteId: string,
  id: string,
  input: Partial<ItemInput>,
  expectedVersion?: number,
): Promise<Item | undefined> {
  let query = db
    .updateTable('items')
    .set((eb) => ({ ...columns(input), version: eb('version', '+', 1), updated_at: clockOf(db).now() }))
    .where('website_id', '=', websiteId)
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const row = await query.returningAll().executeTakeFirst();
  return row && decode(row);
}

/**
 * Publishes a scheduled item whose time has come (the publish job); an item the owner unscheduled
 * or rescheduled meanwhile stays as it is. True when it was published.
 */
export async function publishScheduledItem(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set((eb) => ({
      publish_state: 'published' as const,
      version: eb('version', '+', 1),
      updated_at: clockOf(db).now(),
    }))
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('publish_state', '=', 'scheduled')
    .where('publish_on', '<=', clockOf(db).now())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('items')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every item url id of a collection (for unique slugs). */
export async function listItemUrlIds(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('url_id')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .execute();
  return rows.map((r) => r.url_id);
}

/** How many items a collection holds, optionally of one record type or publish state. */
export async function countItems(
  db: Executor,
  websiteId: string,
  collectionId: string,
  filter: { recordType?: RecordType; publishState?: PublishState; search?: string } = {},
): Promise<number> {
  let query = db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId);
  if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType);
  if (filter.publishState !== undefined) query = query.where('publish_state', '=', filter.publishState);
  if (filter.search) query = query.where(titleContains(filter.search));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The one query of items by id (owner reads, and the public read model adds its filter). */
export function itemsByIdsQuery(db: Executor, websiteId: string, ids: readonly string[]) {
  return db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...new Set(ids)]);
}

/** Items of a website by id, in no particular order; ids of other websites are simply absent. */
export async function listItemsByIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await itemsByIdsQuery(db, websiteId, ids).execute();
  return rows.map(decode);
}
