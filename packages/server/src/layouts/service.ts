import { ok } from '@tessera/core';
import {
  ensureLayout,
  findCollection,
  findItem,
  findLayout,
  listBlocks,
  MAX_BLOCKS_PER_LAYOUT,
  replaceBlocks,
  type Block,
  type PageLayout,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import type { BlocksBody, LayoutDto, LayoutEnsure } from './schemas.js';

function layoutDto(layout: PageLayout, blocks: readonly Block[]): LayoutDto {
  return {
    id: layout.id,
    ownerKind: layout.owner_kind,
    ownerId: layout.owner_id,
    name: layout.name,
    updatedAt: layout.updated_at,
    blocks: blocks.map((b) => ({
      id: b.id,
      blockType: b.block_type,
      position: b.position,
      config: b.config,
    })),
  };
}

async function ownerExists(ctx: ServiceContext, ref: LayoutEnsure): Promise<boolean> {
  if (ref.ownerKind === 'region') return true;
  if (ref.ownerKind === 'collection')
    return (await findCollection(ctx.db, ctx.websiteId, ref.ownerId)) !== undefined;
  return (await findItem(ctx.db, ctx.websiteId, ref.ownerId)) !== undefined;
}

export async function readLayout(ctx: ServiceContext, layoutId: string): Promise<Outcome<LayoutDto>> {
  const layout = await findLayout(ctx.db, ctx.websiteId, layoutId);
  if (!layout) return fail('not-found');
  return ok(layoutDto(layout, await listBlocks(ctx.db, ctx.websiteId, layoutId)));
}

/** The layout of a page, item or region, made empty on first use (asking twice gives the same one). */
export async function ensureOwnerLayout(ctx: ServiceContext, ref: LayoutEnsure): Promise<Outcome<LayoutDto>> {
  if (!(await ownerExists(ctx, ref))) return invalid({ ownerId: 'Unknown page or item' });
  const id = await ensureLayout(ctx.db, ctx.websiteId, {
    ownerKind: ref.ownerKind,
    ownerId: ref.ownerId,
    ...(ref.name && { name: ref.name }),
  });
  return readLayout(ctx, id);
}

/** Replaces a layout's blocks in order: at most 60 (spec §9). */
export async function saveBlocks(
  ctx: ServiceContext,
  layoutId: string,
  body: BlocksBody,
): Promise<Outcome<LayoutDto>> {
  const layout = await findLayout(ctx.db, ctx.websiteId, layoutId);
  if (!layout) return fail('not-found');
  if (body.blocks.length > MAX_BLOCKS_PER_LAYOUT) return fail('too-many-blocks');
  const written = await replaceBlocks(
    ctx.db,
    ctx.websiteId,
    layoutId,
    body.blocks.map((b) => ({ blockType: b.blockType, config: b.config ?? {} })),
  );
  if (!written) return fail('too-many-blocks');
  return readLayout(ctx, layoutId);
}
