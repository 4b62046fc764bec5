import { randomBytes } from 'node:crypto';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { DraftBlock, PageLayoutsTable } from '../schema/content.js';
import type { Selectable } from 'kysely';
import { inTransaction, type Executor } from './executor.js';
import { listBlocks, replaceBlocks, type Block } from './layouts.js';
import { clockOf } from '../clock.js';

/** A JSON column's value: text on SQLite, already parsed (jsonb) on PostgreSQL. */
function draftOf(value: unknown): DraftBlock[] | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as DraftBlock[];
}

export type LayoutState = Decoded<Selectable<PageLayoutsTable>>;
const decodeLayout = rowDecoder<Selectable<PageLayoutsTable>>(['draft_blocks'], []);

/** A layout with its published blocks: what the studio's editor opens. */
export interface LayoutWithBlocks {
  layout: LayoutState;
  published: Block[];
}

export async function readLayoutState(
  db: Executor,
  websiteId: string,
  layoutId: string,
): Promise<LayoutWithBlocks | undefined> {
  const row = await db
    .selectFrom('page_layouts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { layout: decodeLayout(row), published: await listBlocks(db, websiteId, layoutId) };
}

/**
 * Why a publish did not happen: the layout moved on from the expected version, or the draft holds
 * more blocks than a layout may (the service answers each as its catalogue failure).
 */
export type PublishRefusal = 'version-conflict' | 'too-many-blocks';

/**
 * Saves the owner's draft blocks if the layout is still at `expectedVersion` (compare-and-set in
 * one statement, so two owners saving at once can never both win): the new version, or undefined
 * when the layout has moved on.
 */
export async function saveDraftBlocks(
  db: Executor,
  websiteId: string,
  layoutId: string,
  expectedVersion: number,
  blocks: readonly DraftBlock[],
  now: number,
): Promise<number | undefined> {
  const result = await db
    .updateTable('page_layouts')
    .set((eb) => ({
      draft_blocks: toJson([...blocks]),
      draft_updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('website_id', '=', websiteId)
    .where('id', '=', layoutId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : expectedVersion + 1;
}

/**
 * Makes the draft the published page in one transaction: the published blocks become the draft's
 * (or stay as they are when there is no draft), the draft is cleared and the version moves on.
 */
export async function publishDraftBlocks(
  db: Executor,
  websiteId: string,
  layoutId: string,
  expectedVersion: number,
  now: number,
): Promise<number | PublishRefusal> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('page_layouts')
      .select(['draft_blocks', 'version'])
      .where('website_id', '=', websiteId)
      .where('id', '=', layoutId)
      .executeTakeFirst();
    if (!row || row.version !== expectedVersion) return 'version-conflict';
    const draft = draftOf(row.draft_blocks);
    if (draft) {
      if (!(await replaceBlocks(trx, websiteId, layoutId, draft))) return 'too-many-blocks';
    }
    const updated = await trx
      .updateTable('page_layouts')
      .set({ draft_blocks: null, draft_updated_at: null, published_at: now, version: expectedVersion + 1 })
      .where('website_id', '=', websiteId)
      .where('id', '=', layoutId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 0 ? 'version-conflict' : expectedVersion + 1;
  });
}

/** Drops the draft (the editor shows the published page again): the new version, or undefined when the layout has moved on. */
export async function discardDraftBlocks(
  db: Executor,
  websiteId: string,
  layoutId: string,
  expectedVersion: number,
): Promise<number | undefined> {
  const result = await db
    .updateTable('page_layouts')
    .set((eb) => ({ draft_blocks: null, draft_updated_at: null, version: eb('version', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('id', '=', layoutId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : expectedVersion + 1;
}

/** The draft blocks of a page's layout (for a preview), or undefined when it has no draft. */
export async function loadDraftBlocks(
  db: Executor,
  websiteId: string,
  ownerKind: PageLayoutsTable['owner_kind'],
  ownerId: string,
): Promise<DraftBlock[] | undefined> {
  const row = await db
    .selectFrom('page_layouts')
    .select('draft_blocks')
    .where('website_id', '=', websiteId)
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .where('name', '=', 'main')
    .executeTakeFirst();
  return draftOf(row?.draft_blocks) ?? undefined;
}

/** The secret this website's preview links are signed with, created on first use. */
export async function getPreviewSecret(db: Executor, websiteId: string): Promise<string> {
  await db
    .insertInto('preview_secrets')
    .values({
      website_id: websiteId,
      secret: randomBytes(32).toString('base64url'),
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('preview_secrets')
    .select('secret')
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.secret;
}
