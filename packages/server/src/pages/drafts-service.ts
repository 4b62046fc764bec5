import { ok } from '@tessera/core';
import {
  discardDraftBlocks,
  ensureLayout,
  findCollection,
  MAX_BLOCKS_PER_LAYOUT,
  publishDraftBlocks,
  readLayoutState,
  saveDraftBlocks,
  type PublishRefusal,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { DraftBody, PageDraftDto } from './schemas.js';

/** A save or publish that lost the race: the failure, with what the server has now. */
export interface DraftConflict {
  conflict: true;
  latest: PageDraftDto;
}

async function layoutOf(ctx: ServiceContext, pageId: string): Promise<string | undefined> {
  const page = await findCollection(ctx.db, ctx.websiteId, pageId);
  if (!page || page.is_folder) return undefined;
  return ensureLayout(ctx.db, ctx.websiteId, { ownerKind: 'collection', ownerId: pageId });
}

/** The page's content for the editor: its draft when it has one, else the published blocks. */
export async function readPageDraft(ctx: ServiceContext, pageId: string): Promise<Outcome<PageDraftDto>> {
  const layoutId = await layoutOf(ctx, pageId);
  const state = layoutId && (await readLayoutState(ctx.db, ctx.websiteId, layoutId));
  if (!state) return fail('not-found');
  const published = state.published.map((b) => ({ blockType: b.block_type, config: b.config }));
  return ok({
    pageId,
    layoutId: state.layout.id,
    version: state.layout.version,
    hasDraft: state.layout.draft_blocks !== null,
    blocks: state.layout.draft_blocks ?? published,
    publishedBlocks: published,
    draftUpdatedAt: state.layout.draft_updated_at,
    publishedAt: state.layout.published_at,
  });
}

/**
 * The answer to a draft write: the page as it is now, the catalogue failure for too many blocks,
 * or a conflict with the latest version when the write lost the race (`version` undefined).
 */
async function afterWrite(
  ctx: ServiceContext,
  pageId: string,
  version: number | undefined | PublishRefusal,
): Promise<Outcome<PageDraftDto | DraftConflict>> {
  if (version === 'too-many-blocks') return fail('too-many-blocks');
  const latest = await readPageDraft(ctx, pageId);
  if (!latest.ok || typeof version === 'number') return latest;
  return ok({ conflict: true, latest: latest.value });
}

/** Saves the editor's blocks as the draft, if nobody saved since `version` (else a conflict). */
export async function savePageDraft(
  ctx: ServiceContext,
  pageId: string,
  body: DraftBody,
  now: number,
): Promise<Outcome<PageDraftDto | DraftConflict>> {
  if (body.blocks.length > MAX_BLOCKS_PER_LAYOUT) return fail('too-many-blocks');
  const layoutId = await layoutOf(ctx, pageId);
  if (!layoutId) return fail('not-found');
  const blocks = body.blocks.map((b) => ({ blockType: b.blockType, config: b.config ?? {} }));
  return afterWrite(
    ctx,
    pageId,
    await saveDraftBlocks(ctx.db, ctx.websiteId, layoutId, body.version, blocks, now),
  );
}

/** Makes the draft live in one step (the published page is replaced in one transaction). */
export async function publishPage(
  ctx: ServiceContext,
  pageId: string,
  version: number,
  now: number,
): Promise<Outcome<PageDraftDto | DraftConflict>> {
  const layoutId = await layoutOf(ctx, pageId);
  if (!layoutId) return fail('not-found');
  return afterWrite(ctx, pageId, await publishDraftBlocks(ctx.db, ctx.websiteId, layoutId, version, now));
}

/** Throws the draft away: the page is edited from its published blocks again. */
export async function discardPageDraft(
  ctx: ServiceContext,
  pageId: string,
  version: number,
): Promise<Outcome<PageDraftDto | DraftConflict>> {
  const layoutId = await layoutOf(ctx, pageId);
  if (!layoutId) return fail('not-found');
  return afterWrite(ctx, pageId, await discardDraftBlocks(ctx.db, ctx.websiteId, layoutId, version));
}
