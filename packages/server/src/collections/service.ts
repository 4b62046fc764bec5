import {
  COLLECTION_COMMENTS_KEY,
  COLLECTION_TYPES,
  collectionTakesComments,
  ok,
  uniqueSlug,
} from '@tessera/core';
import {
  countChildCollections,
  createCollection,
  deleteCollection,
  deleteItemLayoutsOfCollection,
  deleteLayoutsOf,
  findCollection,
  findCollectionByUrlId,
  findDonationCollectionId,
  listCollections,
  listCollectionUrlIds,
  updateCollection,
  type Collection,
  type CollectionInput,
  type CollectionType,
} from '@tessera/db';
import { hashPassword } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import { actorCan, URL_TAKEN } from '../owner-kit/index.js';
import { fail, invalid, type FieldErrors, type Outcome } from '../owner-kit/index.js';
import type { CollectionCreate, CollectionDto, CollectionPatch } from './schemas.js';
import { chosenSocialImage, socialImageOf, type PageSocialImage } from './social-image.js';

const COLLECTION_URL_FALLBACK = 'page';

export function collectionDto(c: Collection): CollectionDto {
  return {
    id: c.id,
    type: c.type,
    urlId: c.url_id,
    fullUrl: `/${encodeURIComponent(c.url_id)}`,
    title: c.title,
    navigationTitle: c.navigation_title,
    description: c.description,
    parentId: c.parent_id,
    isFolder: c.is_folder,
    folderBehavior: c.folder_behavior,
    view: c.view,
    ordering: c.ordering,
    displayIndex: c.display_index,
    enabled: c.enabled,
    pagePermission: c.page_permission,
    hasPassword: c.password_hash !== null,
    settings: c.settings,
    publishState: c.publish_state,
    publishOn: c.publish_on,
    seoTitle: typeof c.settings['seoTitle'] === 'string' ? c.settings['seoTitle'] : '',
    noIndex: c.settings['noIndex'] === true,
    socialImageFileId: socialImageOf(c.settings)?.fileId ?? null,
    commentsEnabled: collectionTakesComments(c.settings),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  };
}

/**
 * The owner's pages and collections, but the hidden store that holds the donation products: it is
 * bookkeeping, set up from the donations screen, never a store the owner browses.
 */
export async function listOwnerCollections(ctx: ServiceContext, type?: number): Promise<CollectionDto[]> {
  const [all, donations] = await Promise.all([
    listCollections(ctx.db, ctx.websiteId, type === undefined ? {} : { type: type as CollectionType }),
    findDonationCollectionId(ctx.db, ctx.websiteId),
  ]);
  return all.filter((c) => c.id !== donations).map(collectionDto);
}

export async function readCollection(ctx: ServiceContext, id: string): Promise<Outcome<CollectionDto>> {
  const found = await findCollection(ctx.db, ctx.websiteId, id);
  return found ? ok(collectionDto(found)) : fail('not-found');
}

/** Checks the folder a collection is put in, and that a password comes with a password lock. */
async function checkPlacement(
  ctx: ServiceContext,
  self: {
    id?: string;
    isFolder: boolean;
    pagePermission: string;
    hasPassword: boolean;
    publishState: string;
    publishOn: number | null;
  },
  parentId: string | null | undefined,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (parentId) {
    const parent = await findCollection(ctx.db, ctx.websiteId, parentId);
    if (!parent?.is_folder || parent.id === self.id) errors['parentId'] = 'Unknown folder';
    else if (self.isFolder || parent.parent_id) errors['parentId'] = 'Folders cannot be nested';
  }
  if (self.pagePermission === 'password' && !self.hasPassword) errors['password'] = 'Required';
  if (self.publishState === 'scheduled' && self.publishOn === null)
    errors['publishOn'] = 'Choose when the page goes live';
  return errors;
}

/**
 * The columns of a write; the SEO title, noindex, social image and comments switch are kept in the
 * collection's settings.
 */
async function columnsOf(
  input: CollectionPatch,
  currentSettings: Record<string, unknown> = {},
  socialImage: PageSocialImage | null | undefined = undefined,
): Promise<Partial<CollectionInput>> {
  const { password, seoTitle, noIndex, commentsEnabled, socialImageFileId: _chosen, ...rest } = input;
  const kept: Record<string, unknown> = {
    ...(seoTitle !== undefined && { seoTitle }),
    ...(noIndex !== undefined && { noIndex }),
    ...(commentsEnabled !== undefined && { [COLLECTION_COMMENTS_KEY]: commentsEnabled }),
    ...(socialImage !== undefined && { socialImage }),
  };
  const settings =
    Object.keys(kept).length === 0 ? rest.settings : { ...(rest.settings ?? currentSettings), ...kept };
  return {
    ...rest,
    ...(settings !== undefined && { settings }),
    ...(password !== undefined && { passwordHash: await hashPassword(password) }),
  };
}

export async function createOwnerCollection(
  ctx: ServiceContext,
  input: CollectionCreate,
): Promise<Outcome<CollectionDto>> {
  const errors = await checkPlacement(
    ctx,
    {
      isFolder: input.isFolder ?? false,
      pagePermission: input.pagePermission ?? 'public',
      hasPassword: !!input.password,
      publishState: input.publishState ?? 'published',
      publishOn: input.publishOn ?? null,
    },
    input.parentId,
  );
  const social = await chosenSocialImage(ctx, input.socialImageFileId);
  if ('refused' in social) errors['socialImageFileId'] = social.refused;
  if (Object.keys(errors).length > 0) return invalid(errors);
  const taken = await listCollectionUrlIds(ctx.db, ctx.websiteId);
  if (input.urlId && taken.includes(input.urlId)) return invalid({ urlId: URL_TAKEN });
  const urlId = input.urlId ?? uniqueSlug(input.title, taken, COLLECTION_URL_FALLBACK);
  const created = await createCollection(ctx.db, ctx.websiteId, {
    ...(await columnsOf(input, {}, 'image' in social ? social.image : undefined)),
    type: input.type,
    title: input.title,
    urlId,
  });
  return ok(collectionDto(created));
}

/** A store's products are commerce data: changing the store itself also needs that permission. */
function mayChange(ctx: ServiceContext, collection: Collection): boolean {
  return collection.type !== COLLECTION_TYPES.PRODUCTS || actorCan(ctx, 'commerce.products');
}

export async function updateOwnerCollection(
  ctx: ServiceContext,
  id: string,
  patch: CollectionPatch,
): Promise<Outcome<CollectionDto>> {
  const current = await findCollection(ctx.db, ctx.websiteId, id);
  if (!current) return fail('not-found');
  if (!mayChange(ctx, current)) return fail('forbidden');
  const errors = await checkPlacement(
    ctx,
    {
      id,
      isFolder: patch.isFolder ?? current.is_folder,
      pagePermission: patch.pagePermission ?? current.page_permission,
      hasPassword: patch.password !== undefined || current.password_hash !== null,
      publishState: patch.publishState ?? current.publish_state,
      publishOn: patch.publishOn !== undefined ? patch.publishOn : current.publish_on,
    },
    patch.parentId,
  );
  if (
    patch.urlId &&
    patch.urlId !== current.url_id &&
    (await findCollectionByUrlId(ctx.db, ctx.websiteId, patch.urlId))
  )
    errors['urlId'] = URL_TAKEN;
  if (
    patch.isFolder === false &&
    current.is_folder &&
    (await countChildCollections(ctx.db, ctx.websiteId, id)) > 0
  )
    errors['isFolder'] = 'Move the pages out of this folder first';
  const social = await chosenSocialImage(ctx, patch.socialImageFileId);
  if ('refused' in social) errors['socialImageFileId'] = social.refused;
  if (Object.keys(errors).length > 0) return invalid(errors);
  const columns = await columnsOf(patch, current.settings, 'image' in social ? social.image : undefined);
  const updated = await updateCollection(ctx.db, ctx.websiteId, id, columns);
  return updated ? ok(collectionDto(updated)) : fail('not-found');
}

/** Deletes a collection with its items, products, categories, layouts and menu entries. */
export async function deleteOwnerCollection(ctx: ServiceContext, id: string): Promise<Outcome<void>> {
  const current = await findCollection(ctx.db, ctx.websiteId, id);
  if (!current) return fail('not-found');
  if (!mayChange(ctx, current)) return fail('forbidden');
  if ((await countChildCollections(ctx.db, ctx.websiteId, id)) > 0)
    return invalid({ collectionId: 'Move or delete the pages in this folder first' });
  await deleteItemLayoutsOfCollection(ctx.db, ctx.websiteId, id);
  await deleteLayoutsOf(ctx.db, ctx.websiteId, 'collection', id);
  await deleteCollection(ctx.db, ctx.websiteId, id);
  return ok(undefined);
}
