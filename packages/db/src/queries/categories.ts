import { newId } from '../ids.js';
import type { CategoryRow } from '../schema/catalog.js';
import type { Executor } from './executor.js';

export type Category = CategoryRow;

/** The ROOT category a store collection gets at creation (display index 1, LIST_VIEW). */
export async function createRootCategory(
  db: Executor,
  websiteId: string,
  collectionId: string,
  displayName: string,
  id: string = newId(),
): Promise<Category> {
  return db
    .insertInto('categories')
    .values({
      id,
      website_id: websiteId,
      collection_id: collectionId,
      parent_id: null,
      type: 'ROOT',
      display_name: displayName,
      display_index: 1,
      page_rendering: 'LIST_VIEW',
      url_slug: '',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface CategoryInput {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  collectionId: string;
  parentId: string;
  displayName: string;
  urlSlug: string;
  displayIndex?: number;
}

export async function createCategory(
  db: Executor,
  websiteId: string,
  input: CategoryInput,
): Promise<Category> {
  return db
    .insertInto('categories')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      collection_id: input.collectionId,
      parent_id: input.parentId,
      type: 'CATEGORY',
      display_name: input.displayName,
      display_index: input.displayIndex ?? 0,
      url_slug: input.urlSlug,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listCategories(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<Category[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .orderBy('display_index')
    .orderBy('display_name')
    .execute();
}

export async function setProductCategories(
  db: Executor,
  websiteId: string,
  productId: string,
  categoryIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('product_categories')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('product_categories')
    .values(
      categoryIds.map((categoryId) => ({
        website_id: websiteId,
        product_id: productId,
        category_id: categoryId,
      })),
    )
    .execute();
}

export async function deleteCategory(db: Executor, websiteId: string, categoryId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('categories')
    .where('website_id', '=', websiteId)
    .where('id', '=', categoryId)
    .where('type', '=', 'CATEGORY')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findCategory(
  db: Executor,
  websiteId: string,
  categoryId: string,
): Promise<Category | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
}

/** The store collection's ROOT category, if it has been created. */
export async function findRootCategory(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<Category | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('type', '=', 'ROOT')
    .executeTakeFirst();
}

export async function countCategories(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateCategory(
  db: Executor,
  websiteId: string,
  categoryId: string,
  input: { displayName?: string; urlSlug?: string; displayIndex?: number; parentId?: string },
): Promise<Category | undefined> {
  const set = {
    ...(input.displayName !== undefined && { display_name: input.displayName }),
    ...(input.urlSlug !== undefined && { url_slug: input.urlSlug }),
    ...(input.displayIndex !== undefined && { display_index: input.displayIndex }),
    ...(input.parentId !== undefined && { parent_id: input.parentId }),
  };
  // Nothing to set is no change (an UPDATE with an empty SET is not SQL).
  if (Object.keys(set).length === 0) return findCategory(db, websiteId, categoryId);
  return db
    .updateTable('categories')
    .set(set)
    .where('website_id', '=', websiteId)
    .where('id', '=', categoryId)
    .returningAll()
    .executeTakeFirst();
}

/** Category ids a product is filed under. */
export async function listProductCategoryIds(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('product_categories')
    .select('category_id')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .execute();
  return rows.map((r) => r.category_id);
}

/** Store categories of a collection that have a URL slug (the root category has none). */
export async function listStoreCategories(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<{ id: string; displayName: string; urlSlug: string }[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'display_name', 'url_slug'])
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('type', '=', 'CATEGORY')
    .orderBy('display_index')
    .orderBy('display_name')
    .execute();
  return rows.map((r) => ({ id: r.id, displayName: r.display_name, urlSlug: r.url_slug }));
}
