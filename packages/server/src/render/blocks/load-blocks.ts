import { loadLayoutBlocks, type Block, type DraftBlock } from '@tessera/db';
import type { MerchandisingContext } from '@tessera/core';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { keepJson } from '../context-json.js';
import type { BlockLoadContext } from './block-loader.js';
import { BLOCK_LOADERS, blockTypeName, RETIRED_BLOCK_TYPES } from './block-registry.js';

/** Whose layout: a page collection, an item, or a shared region (`region:footer`). */
export interface LayoutOwner {
  kind: 'collection' | 'item' | 'region';
  id: string;
}

/** A block as the context holds it: id, type code and name, position, then its loader's data. */
export type BlockJson = Record<string, unknown> & { id: string; blockType: number; typeName: string };

async function loadOne(
  block: Block,
  ctx: BlockLoadContext,
  hasTemplate: (typeName: string) => boolean,
  log: FastifyBaseLogger,
): Promise<BlockJson | undefined> {
  if (RETIRED_BLOCK_TYPES.has(block.block_type)) return undefined;
  const loader = BLOCK_LOADERS.get(block.block_type);
  const typeName = blockTypeName(block.block_type);
  if (!loader || !typeName) {
    log.warn({ blockId: block.id, blockType: block.block_type }, 'unknown block type skipped');
    return undefined;
  }
  if (!hasTemplate(typeName)) {
    log.warn(
      { blockId: block.id, blockType: block.block_type },
      `theme has no blocks/${typeName}.block; block skipped`,
    );
    return undefined;
  }
  const data = await loader(block, ctx);
  return { ...data, id: block.id, blockType: block.block_type, typeName, position: block.position };
}

/**
 * The `blocks` of a page: its layout's blocks in order, each with the data its loader produced.
 * An unknown block type (or one the theme cannot render) is logged and left out.
 */
export async function loadBlocks(
  owner: LayoutOwner,
  ctx: BlockLoadContext,
  hasTemplate: (typeName: string) => boolean,
  log: FastifyBaseLogger,
): Promise<BlockJson[]> {
  if (!ctx.site.layoutOwners.has(`${owner.kind}:${owner.id}`)) return [];
  const key = `${ctx.websiteId}\u0000${owner.kind}\u0000${owner.id}`;
  let found = ctx.microcache === false ? undefined : recent.get(key);
  if (!found) {
    const merchandising: Record<string, MerchandisingContext> = {};
    const blocks = await loadLayoutBlocks(ctx.db, ctx.websiteId, owner.kind, owner.id);
    const own = { ...ctx, merchandising };
    const loaded = await Promise.all(blocks.map((block) => loadOne(block, own, hasTemplate, log)));
    found = { blocks: loaded.filter((b): b is BlockJson => b !== undefined), merchandising };
    if (ctx.microcache !== false) {
      // Shared by every request for the TTL: frozen, with its JSON kept (context-json.ts).
      keepJson(found.blocks);
      for (const part of Object.values(merchandising)) keepJson(part);
      recent.set(key, found);
    }
  }
  Object.assign(ctx.merchandising, found.merchandising);
  return found.blocks;
}

/**
 * The blocks of a draft, for the studio's preview: loaded like published ones (never cached,
 * the draft changes with every save), each marked with its position in the draft
 * (`previewIndex`) so the editor can tell which block was clicked.
 */
export async function loadPreviewBlocks(
  draft: readonly DraftBlock[],
  ctx: BlockLoadContext,
  hasTemplate: (typeName: string) => boolean,
  log: FastifyBaseLogger,
): Promise<BlockJson[]> {
  const loaded = await Promise.all(
    draft.map(async (block, position): Promise<BlockJson | undefined> => {
      const row: Block = {
        id: `preview-${position}`,
        website_id: ctx.websiteId,
        layout_id: '',
        block_type: block.blockType,
        config: block.config,
        position,
      };
      const json = await loadOne(row, ctx, hasTemplate, log);
      return json && ({ ...json, previewIndex: position } satisfies BlockJson);
    }),
  );
  return loaded.filter((b): b is BlockJson => b !== undefined);
}

/**
 * A layout's loaded blocks are reused for `BLOCKS_CACHE_TTL_MS` (the same bound as item pages'
 * product data): a summary block's products or a layout edit may show that much later, unless
 * `invalidateSiteData` (which calls `forgetBlocks`) runs in this process.
 */
export const BLOCKS_CACHE_TTL_MS = 2_000;

const recent = new LRUCache<
  string,
  { blocks: BlockJson[]; merchandising: Record<string, MerchandisingContext> }
>({
  max: 5_000,
  ttl: BLOCKS_CACHE_TTL_MS,
});

/** Drops a website's cached blocks. */
export function forgetBlocks(websiteId: string): void {
  for (const key of recent.keys()) if (key.startsWith(`${websiteId}\u0000`)) recent.delete(key);
}
