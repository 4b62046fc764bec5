import { COLLECTION_TYPES, ok, uniqueSlug } from '@tessera/core';
import {
  createCollection,
  createRootCategory,
  getNavigation,
  listCollectionUrlIds,
  replaceNavigation,
  type Collection,
  type Executor,
} from '@tessera/db';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import type { CreatedStore, CreateStoreBody } from './schemas.js';

/** The slug used when a store's title makes one shorter than three characters. */
export const STORE_URL_FALLBACK = 'store';

/** The resolved website only: a store path naming another website is simply not found. */
export function checkWebsitePath(ctx: ServiceContext, websiteId: string): Outcome<void> {
  return websiteId === ctx.websiteId ? ok(undefined) : fail('not-found');
}

/** A collection of this website that is a store (collection type 13). */
export function isStore(collection: Collection | undefined): collection is Collection {
  return collection?.type === COLLECTION_TYPES.PRODUCTS;
}

async function appendToMainNavigation(db: Executor, websiteId: string, collectionId: string): Promise<void> {
  const main = await getNavigation(db, websiteId, 'main');
  const entry = { title: null, collectionId, externalLink: null, memberAreaId: null, children: [] };
  await replaceNavigation(db, websiteId, 'main', [...main, entry]);
}

/**
 * Store creation (platform spec §4): the products collection, then its ROOT category, then
 * optionally an entry at the end of the main navigation — all in the caller's transaction, so a
 * failure leaves no half-made store. The url id comes from `urlId` or the title by core's
 * unique-slug rule ('store' when shorter than 3 characters, '-1', '-2' on collision).
 */
export async function createStore(
  ctx: ServiceContext,
  input: CreateStoreBody,
  ids: { collectionId?: string; rootCategoryId?: string } = {},
): Promise<CreatedStore> {
  const existing = await listCollectionUrlIds(ctx.db, ctx.websiteId);
  const urlId = uniqueSlug(input.urlId || input.title, existing, STORE_URL_FALLBACK);
  const collection = await createCollection(ctx.db, ctx.websiteId, {
    ...(ids.collectionId && { id: ids.collectionId }),
    type: COLLECTION_TYPES.PRODUCTS,
    urlId,
    title: input.title,
    navigationTitle: input.navigationTitle || input.title,
    description: input.description ?? '',
    enabled: input.enabled ?? true,
    view: 'grid',
  });
  const root = await createRootCategory(
    ctx.db,
    ctx.websiteId,
    collection.id,
    input.title,
    ids.rootCategoryId,
  );
  if (input.addToNavigation) await appendToMainNavigation(ctx.db, ctx.websiteId, collection.id);
  return { id: collection.id, urlId, rootCategoryId: root.id };
}
