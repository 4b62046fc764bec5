import { COLLECTION_TYPES, ok } from '@tessera/core';
import {
  countItems,
  createItem,
  deleteItem,
  deleteLayoutsOf,
  findCollection,
  findItem,
  inTransaction,
  listItems,
  RECORD_TYPES,
  updateItem,
  type Collection,
  type Item,
  type ItemInput,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import { checkItemFields, checkPublishing, failure, itemDto, itemUrlId } from './item-rules.js';
import { schedulePublishing } from './publish-job.js';
import type { ItemCreate, ItemDto, ItemPatch } from './schemas.js';

/** A save based on a version someone else replaced: the item as it is now. */
export interface ItemConflict {
  conflict: true;
  latest: ItemDto;
}

/** Spec §9: collections the owner orders by hand hold at most 250 items. */
export const MAX_USER_ORDERED_ITEMS = 250;
const PRODUCTS_ELSEWHERE = 'Products are created and edited with the products API';

export async function listOwnerItems(
  ctx: ServiceContext,
  collectionId: string,
  query: {
    limit: number;
    offset: number;
    publishState?: Item['publish_state'] | undefined;
    q?: string | undefined;
  },
): Promise<Outcome<{ items: ItemDto[]; total: number }>> {
  const collection = await findCollection(ctx.db, ctx.websiteId, collectionId);
  if (!collection) return fail('not-found');
  const filter = {
    ...(query.publishState && { publishState: query.publishState }),
    ...(query.q && { search: query.q }),
  };
  const [items, total] = await Promise.all([
    listItems(ctx.db, ctx.websiteId, collectionId, { ...filter, limit: query.limit, offset: query.offset }),
    countItems(ctx.db, ctx.websiteId, collectionId, filter),
  ]);
  return ok({ items: items.map((i) => itemDto(i, collection)), total });
}

async function itemWithCollection(
  ctx: ServiceContext,
  itemId: string,
): Promise<{ item: Item; collection: Collection } | undefined> {
  const item = await findItem(ctx.db, ctx.websiteId, itemId);
  const collection = item && (await findCollection(ctx.db, ctx.websiteId, item.collection_id));
  return item && collection ? { item, collection } : undefined;
}

export async function readOwnerItem(ctx: ServiceContext, itemId: string): Promise<Outcome<ItemDto>> {
  const found = await itemWithCollection(ctx, itemId);
  return found ? ok(itemDto(found.item, found.collection)) : fail('not-found');
}

export async function createOwnerItem(
  ctx: ServiceContext,
  collectionId: string,
  input: ItemCreate,
): Promise<Outcome<ItemDto>> {
  const collection = await findCollection(ctx.db, ctx.websiteId, collectionId);
  if (!collection) return fail('not-found');
  if (collection.type === COLLECTION_TYPES.PRODUCTS) return invalid({ collectionId: PRODUCTS_ELSEWHERE });
  if (collection.is_folder) return invalid({ collectionId: 'A folder holds pages, not items' });
  const next = {
    ...input,
    recordType: input.recordType ?? RECORD_TYPES.text,
    publishState: input.publishState ?? 'draft',
  };
  const denied = failure(checkPublishing(ctx, next.publishState));
  if (denied) return denied;
  const errors = await checkItemFields(ctx, next);
  if (Object.keys(errors).length > 0) return invalid(errors);
  if (
    collection.ordering === 'user' &&
    (await countItems(ctx.db, ctx.websiteId, collectionId)) >= MAX_USER_ORDERED_ITEMS
  )
    return fail('too-many-items');
  const urlId = await itemUrlId(ctx, collectionId, next.title, next.urlId);
  if (!urlId.ok) return urlId;
  const authorId = ctx.actor.kind === 'owner' ? ctx.actor.accountId : null;
  const created = await createItem(ctx.db, ctx.websiteId, {
    ...next,
    collectionId,
    urlId: urlId.value,
    authorId,
  });
  await schedulePublishing(ctx.db, ctx.websiteId, created);
  return ok(itemDto(created, collection));
}

export async function updateOwnerItem(
  ctx: ServiceContext,
  itemId: string,
  patch: ItemPatch,
): Promise<Outcome<ItemDto | ItemConflict>> {
  const found = await itemWithCollection(ctx, itemId);
  if (!found) return fail('not-found');
  const { item, collection } = found;
  if (item.record_type === RECORD_TYPES.storeItem) return invalid({ itemId: PRODUCTS_ELSEWHERE });
  const next = {
    recordType: patch.recordType ?? item.record_type,
    startDate: patch.startDate !== undefined ? patch.startDate : item.start_date,
    endDate: patch.endDate !== undefined ? patch.endDate : item.end_date,
    publishState: patch.publishState ?? item.publish_state,
    publishOn: patch.publishOn !== undefined ? patch.publishOn : item.publish_on,
    externalLink: patch.externalLink,
    mainImageId: patch.mainImageId,
    tags: patch.tags,
    categories: patch.categories,
    authorId: patch.authorId,
  };
  const denied = failure(checkPublishing(ctx, next.publishState, item.publish_state));
  if (denied) return denied;
  const errors = await checkItemFields(ctx, next);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const urlId = patch.urlId
    ? await itemUrlId(ctx, item.collection_id, item.title, patch.urlId, item.id)
    : ok(undefined);
  if (!urlId.ok) return urlId;
  const { version, ...fields } = patch;
  const input: Partial<ItemInput> = { ...fields, ...(urlId.value && { urlId: urlId.value }) };
  const updated = await inTransaction(ctx.db, async (trx) => {
    const row = await updateItem(trx, ctx.websiteId, itemId, input, version);
    if (row) await schedulePublishing(trx, ctx.websiteId, row);
    return row;
  });
  if (updated) return ok(itemDto(updated, collection));
  const latest = await findItem(ctx.db, ctx.websiteId, itemId);
  return latest ? ok({ conflict: true, latest: itemDto(latest, collection) }) : fail('not-found');
}

export async function deleteOwnerItem(ctx: ServiceContext, itemId: string): Promise<Outcome<void>> {
  const item = await findItem(ctx.db, ctx.websiteId, itemId);
  if (!item) return fail('not-found');
  if (item.record_type === RECORD_TYPES.storeItem) return invalid({ itemId: PRODUCTS_ELSEWHERE });
  await deleteLayoutsOf(ctx.db, ctx.websiteId, 'item', itemId);
  await deleteItem(ctx.db, ctx.websiteId, itemId);
  return ok(undefined);
}
