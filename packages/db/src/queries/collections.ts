import type { Updateable } from 'kysely';
import { newId } from '../ids.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type {
  CollectionRow,
  CollectionsTable,
  CollectionType,
  CollectionView,
  FolderBehavior,
  PagePermission,
  PublishState,
} from '../schema/content.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Collection = Decoded<CollectionRow>;
const decode = rowDecoder<CollectionRow>(['settings'], ['is_folder', 'enabled']);

export interface CollectionInput {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  type: CollectionType;
  urlId: string;
  title: string;
  navigationTitle?: string;
  description?: string;
  parentId?: string | null;
  isFolder?: boolean;
  folderBehavior?: FolderBehavior | null;
  view?: CollectionView;
  ordering?: 'user' | 'chronological';
  displayIndex?: number;
  enabled?: boolean;
  pagePermission?: PagePermission;
  passwordHash?: string | null;
  settings?: Record<string, unknown>;
  publishState?: PublishState;
  publishOn?: number | null;
}

function columns(input: Partial<CollectionInput>): Updateable<CollectionsTable> {
  const set: Updateable<CollectionsTable> = {};
  if (input.type !== undefined) set.type = input.type;
  if (input.urlId !== undefined) set.url_id = input.urlId;
  if (input.title !== undefined) set.title = input.title;
  if (input.navigationTitle !== undefined) set.navigation_title = input.navigationTitle;
  if (input.description !== undefined) set.description = input.description;
  if (input.parentId !== undefined) set.parent_id = input.parentId;
  if (input.isFolder !== undefined) set.is_folder = toFlag(input.isFolder);
  if (input.folderBehavior !== undefined) set.folder_behavior = input.folderBehavior;
  if (input.view !== undefined) set.view = input.view;
  if (input.ordering !== undefined) set.ordering = input.ordering;
  if (input.displayIndex !== undefined) set.display_index = input.displayIndex;
  if (input.enabled !== undefined) set.enabled = toFlag(input.enabled);
  if (input.pagePermission !== undefined) set.page_permission = input.pagePermission;
  if (input.passwordHash !== undefined) set.password_hash = input.passwordHash;
  if (input.settings !== undefined) set.settings = toJson(input.settings);
  if (input.publishState !== undefined) set.publish_state = input.publishState;
  if (input.publishOn !== undefined) set.publish_on = input.publishOn;
  return set;
}

export async function createCollection(
  db: Executor,
  websiteId: string,
  input: CollectionInput,
): Promise<Collection> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('collections')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      navigation_title: input.navigationTitle ?? input.title,
      type: input.type,
      url_id: input.urlId,
      title: input.title,
      created_at: now,
      updated_at: now,
      ...columns(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decode(row);
}

export async function findCollection(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<Collection | undefined> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && decode(row);
}

export async function findCollectionByUrlId(
  db: Executor,
  websiteId: string,
  urlId: string,
): Promise<Collection | undefined> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row && decode(row);
}

/** Collections of a website in display order; `parentId: null` lists the top level only. */
export async function listCollections(
  db: Executor,
  websiteId: string,
  filter: { parentId?: string | null; type?: CollectionType } = {},
): Promise<Collection[]> {
  let query = db.selectFrom('collections').selectAll().where('website_id', '=', websiteId);
  if (filter.parentId === null) query = query.where('parent_id', 'is', null);
  else if (filter.parentId !== undefined) query = query.where('parent_id', '=', filter.parentId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  const rows = await query.orderBy('display_index').orderBy('created_at').execute();
  return rows.map(decode);
}

export async function updateCollection(
  db: Executor,
  websiteId: string,
  id: string,
  input: Partial<CollectionInput>,
): Promise<Collection | undefined> {
  const row = await db
    .updateTable('collections')
    .set({ ...columns(input), updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && decode(row);
}

/**
 * Updates a collection only if it is still at `updatedAt` (compare-and-set: a save made from an
 * older read finds nothing). The new `updated_at` is always later than the old one, so every save
 * moves the version on even within one millisecond. Undefined when the collection changed or is gone.
 */
export async function updateCollectionAt(
  db: Executor,
  websiteId: string,
  id: string,
  input: Partial<CollectionInput>,
  updatedAt: number,
): Promise<Collection | undefined> {
  const row = await db
    .updateTable('collections')
    .set({ ...columns(input), updated_at: Math.max(clockOf(db).now(), updatedAt + 1) })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('updated_at', '=', updatedAt)
    .returningAll()
    .executeTakeFirst();
  return row && decode(row);
}

export async function deleteCollection(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('collections')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every collection url id of a website (for unique slugs). */
export async function listCollectionUrlIds(db: Executor, websiteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('collections')
    .select('url_id')
    .where('website_id', '=', websiteId)
    .execute();
  return rows.map((r) => r.url_id);
}

/** The subset of `ids` that are collections of this website. */
export async function existingCollectionIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** How many collections sit inside a folder. */
export async function countChildCollections(
  db: Executor,
  websiteId: string,
  parentId: string,
): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
