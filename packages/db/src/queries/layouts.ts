import type { Selectable } from 'kysely';
import { newId } from '../ids.js';
import { toJson, type Decoded } from '../schema/columns.js';
import { decodeBlock } from '../schema/row-decoders.js';
import { MAX_BLOCKS_PER_LAYOUT, type BlockRow, type PageLayoutsTable } from '../schema/content.js';
import { inTransaction, type Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Block = Decoded<BlockRow>;

export interface LayoutRef {
  ownerKind: PageLayoutsTable['owner_kind'];
  ownerId: string;
  name?: string;
}

/** The layout's id, created empty on first use. */
export async function ensureLayout(db: Executor, websiteId: string, ref: LayoutRef): Promise<string> {
  const name = ref.name ?? 'main';
  await db
    .insertInto('page_layouts')
    .values({
      id: newId(),
      website_id: websiteId,
      owner_kind: ref.ownerKind,
      owner_id: ref.ownerId,
      name,
      updated_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['website_id', 'owner_kind', 'owner_id', 'name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('page_layouts')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('owner_kind', '=', ref.ownerKind)
    .where('owner_id', '=', ref.ownerId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listBlocks(db: Executor, websiteId: string, layoutId: string): Promise<Block[]> {
  const rows = await db
    .selectFrom('blocks')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('layout_id', '=', layoutId)
    .orderBy('position')
    .execute();
  return rows.map(decodeBlock);
}

export interface BlockInput {
  blockType: number;
  config: Record<string, unknown>;
}

/**
 * Replaces a layout's blocks in the given order and returns them, or undefined (nothing written)
 * for more than 60 (the service answers that as its catalogue failure; the schema enforces the
 * limit too). Blocks get fresh ids so a caller can never collide with another website's rows.
 */
export async function replaceBlocks(
  db: Executor,
  websiteId: string,
  layoutId: string,
  blocks: readonly BlockInput[],
): Promise<Block[] | undefined> {
  if (blocks.length > MAX_BLOCKS_PER_LAYOUT) return undefined;
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('blocks')
      .where('website_id', '=', websiteId)
      .where('layout_id', '=', layoutId)
      .execute();
    if (blocks.length > 0) {
      await trx
        .insertInto('blocks')
        .values(
          blocks.map((b, position) => ({
            id: newId(),
            website_id: websiteId,
            layout_id: layoutId,
            block_type: b.blockType,
            config: toJson(b.config),
            position,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('page_layouts')
      .set({ updated_at: clockOf(db).now() })
      .where('website_id', '=', websiteId)
      .where('id', '=', layoutId)
      .execute();
    return listBlocks(trx, websiteId, layoutId);
  });
}

export type PageLayout = Selectable<PageLayoutsTable>;

export async function findLayout(
  db: Executor,
  websiteId: string,
  layoutId: string,
): Promise<PageLayout | undefined> {
  return db
    .selectFrom('page_layouts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
}

/** The layouts that belong to one owner (a collection, an item or a region), by name. */
export async function listLayoutsOf(
  db: Executor,
  websiteId: string,
  ownerKind: PageLayoutsTable['owner_kind'],
  ownerId: string,
): Promise<PageLayout[]> {
  return db
    .selectFrom('page_layouts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .orderBy('name')
    .execute();
}

/** Removes the layouts of an owner that is being deleted (layouts hold no foreign key to it). */
export async function deleteLayoutsOf(
  db: Executor,
  websiteId: string,
  ownerKind: PageLayoutsTable['owner_kind'],
  ownerId: string,
): Promise<void> {
  await db
    .deleteFrom('page_layouts')
    .where('website_id', '=', websiteId)
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** Removes the layouts of every item of a collection that is being deleted. */
export async function deleteItemLayoutsOfCollection(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<void> {
  await db
    .deleteFrom('page_layouts')
    .where('website_id', '=', websiteId)
    .where('owner_kind', '=', 'item')
    .where('owner_id', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('id')
        .where('website_id', '=', websiteId)
        .where('collection_id', '=', collectionId),
    )
    .execute();
}

/** A form or newsletter block as stored (for moving forms kept inline in block config to form rows). */
export interface FormBlockRow {
  id: string;
  blockType: number;
  config: Record<string, unknown>;
}

/** The website's blocks of the given types (form 9, newsletter 51), in no particular order. */
export async function listBlocksOfTypes(
  db: Executor,
  websiteId: string,
  blockTypes: readonly number[],
): Promise<FormBlockRow[]> {
  const rows = await db
    .selectFrom('blocks')
    .select(['id', 'block_type', 'config'])
    .where('website_id', '=', websiteId)
    .where('block_type', 'in', [...blockTypes])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    blockType: row.block_type,
    config: JSON.parse(row.config) as Record<string, unknown>,
  }));
}

export async function setBlockConfig(
  db: Executor,
  websiteId: string,
  blockId: string,
  config: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('blocks')
    .set({ config: toJson(config) })
    .where('website_id', '=', websiteId)
    .where('id', '=', blockId)
    .execute();
}

/** The blocks of a layout, found by its owner, in position order (one statement). */
export async function loadLayoutBlocks(
  db: Executor,
  websiteId: string,
  ownerKind: PageLayoutsTable['owner_kind'],
  ownerId: string,
  name = 'main',
): Promise<Block[]> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('page_layouts', (join) =>
      join
        .onRef('page_layouts.id', '=', 'blocks.layout_id')
        .onRef('page_layouts.website_id', '=', 'blocks.website_id'),
    )
    .selectAll('blocks')
    .where('blocks.website_id', '=', websiteId)
    .where('page_layouts.owner_kind', '=', ownerKind)
    .where('page_layouts.owner_id', '=', ownerId)
    .where('page_layouts.name', '=', name)
    .orderBy('blocks.position')
    .execute();
  return rows.map(decodeBlock);
}

/** Owners (`<kind>:<id>`) of the website's layouts that hold at least one block. */
export async function listLayoutOwners(db: Executor, websiteId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('page_layouts')
    .select(['owner_kind', 'owner_id'])
    .where('website_id', '=', websiteId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blocks')
          .select('blocks.id')
          .whereRef('blocks.layout_id', '=', 'page_layouts.id')
          .whereRef('blocks.website_id', '=', 'page_layouts.website_id'),
      ),
    )
    .execute();
  return new Set(rows.map((r) => `${r.owner_kind}:${r.owner_id}`));
}
