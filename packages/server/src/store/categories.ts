import { ok, uniqueSlug } from '@tessera/core';
import {
  countCategories,
  createCategory,
  createRootCategory,
  deleteCategory,
  findCategory,
  findCollection,
  findRootCategory,
  listCategories,
  updateCategory,
  type Category,
} from '@tessera/db';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { isStore } from './service.js';
import {
  MAX_CATEGORIES_PER_STORE,
  MAX_CATEGORY_NAME_LENGTH,
  type CategoryDto,
  type CategoryPatch,
  type CreateCategoryBody,
} from './schemas.js';

const CATEGORY_URL_FALLBACK = 'category';
const NAME_TOO_LONG = `Category names are at most ${MAX_CATEGORY_NAME_LENGTH} characters`;

export function categoryDto(c: Category): CategoryDto {
  return {
    id: c.id,
    collectionId: c.collection_id,
    parentCategoryId: c.parent_id,
    type: c.type,
    displayName: c.display_name,
    displayIndex: c.display_index,
    pageRendering: c.page_rendering,
    urlSlug: c.url_slug,
  };
}

async function storeCategories(ctx: ServiceContext, collectionId: string): Promise<Category[] | undefined> {
  const collection = await findCollection(ctx.db, ctx.websiteId, collectionId);
  return isStore(collection) ? listCategories(ctx.db, ctx.websiteId, collectionId) : undefined;
}

export async function listStoreCategories(
  ctx: ServiceContext,
  collectionId: string,
): Promise<Outcome<CategoryDto[]>> {
  const categories = await storeCategories(ctx, collectionId);
  return categories ? ok(categories.map(categoryDto)) : fail('not-found');
}

/** The ROOT category is made once; asking again (a retried store creation) returns it, renamed if asked. */
async function ensureRoot(
  ctx: ServiceContext,
  collectionId: string,
  body: CreateCategoryBody,
): Promise<Outcome<CategoryDto>> {
  if (body.parentCategoryId) return invalid({ parentCategoryId: 'A ROOT category has no parent' });
  const root = await findRootCategory(ctx.db, ctx.websiteId, collectionId);
  if (!root)
    return ok(categoryDto(await createRootCategory(ctx.db, ctx.websiteId, collectionId, body.displayName)));
  const updated = await updateCategory(ctx.db, ctx.websiteId, root.id, {
    displayName: body.displayName,
    ...(body.displayIndex !== undefined && { displayIndex: body.displayIndex }),
  });
  return ok(categoryDto(updated ?? root));
}

/** POST …/products/{collectionId}/categories: the ROOT category, or a category under a parent. */
export async function createStoreCategory(
  ctx: ServiceContext,
  collectionId: string,
  body: CreateCategoryBody,
): Promise<Outcome<CategoryDto>> {
  const categories = await storeCategories(ctx, collectionId);
  if (!categories) return fail('not-found');
  if (body.type === 'ROOT') return ensureRoot(ctx, collectionId, body);
  if (body.displayName.length > MAX_CATEGORY_NAME_LENGTH) return invalid({ displayName: NAME_TOO_LONG });
  const parentId = body.parentCategoryId ?? categories.find((c) => c.type === 'ROOT')?.id;
  if (!parentId || !categories.some((c) => c.id === parentId))
    return invalid({ parentCategoryId: 'Unknown parent category' });
  if ((await countCategories(ctx.db, ctx.websiteId, collectionId)) >= MAX_CATEGORIES_PER_STORE)
    return fail('too-many-categories');
  const created = await createCategory(ctx.db, ctx.websiteId, {
    collectionId,
    parentId,
    displayName: body.displayName,
    urlSlug: uniqueSlug(
      body.displayName,
      categories.map((c) => c.url_slug),
      CATEGORY_URL_FALLBACK,
    ),
    displayIndex: body.displayIndex ?? categories.length + 1,
  });
  return ok(categoryDto(created));
}

function createsCycle(categories: readonly Category[], id: string, parentId: string): boolean {
  const byId = new Map(categories.map((c) => [c.id, c]));
  for (let at = byId.get(parentId); at; at = at.parent_id ? byId.get(at.parent_id) : undefined) {
    if (at.id === id) return true;
  }
  return false;
}

export async function updateStoreCategory(
  ctx: ServiceContext,
  categoryId: string,
  patch: CategoryPatch,
): Promise<Outcome<CategoryDto>> {
  const current = await findCategory(ctx.db, ctx.websiteId, categoryId);
  if (!current) return fail('not-found');
  if (patch.parentCategoryId !== undefined) {
    if (current.type === 'ROOT') return invalid({ parentCategoryId: 'A ROOT category has no parent' });
    const siblings = await listCategories(ctx.db, ctx.websiteId, current.collection_id);
    if (
      !siblings.some((c) => c.id === patch.parentCategoryId) ||
      createsCycle(siblings, categoryId, patch.parentCategoryId)
    )
      return invalid({ parentCategoryId: 'Unknown parent category' });
  }
  const updated = await updateCategory(ctx.db, ctx.websiteId, categoryId, {
    ...(patch.displayName !== undefined && { displayName: patch.displayName }),
    ...(patch.displayIndex !== undefined && { displayIndex: patch.displayIndex }),
    ...(patch.parentCategoryId !== undefined && { parentId: patch.parentCategoryId }),
  });
  return updated ? ok(categoryDto(updated)) : fail('not-found');
}

/** Deletes a category and the ones under it; the ROOT category goes only with its store. */
export async function deleteStoreCategory(ctx: ServiceContext, categoryId: string): Promise<Outcome<void>> {
  const current = await findCategory(ctx.db, ctx.websiteId, categoryId);
  if (!current) return fail('not-found');
  if (current.type === 'ROOT') return invalid({ categoryId: 'The ROOT category is removed with its store' });
  await deleteCategory(ctx.db, ctx.websiteId, categoryId);
  return ok(undefined);
}
