import { RECORD_TYPES } from '@tessera/core';
import { findPublicItemsByIds } from '@tessera/db';
import { loadItemsJson } from '../context/load-items.js';
import { text, type BlockLoader } from './block-loader.js';
import { publicCollection } from './collection-blocks.js';

/**
 * Product (43): one store product on any page, with its image, price and add-to-cart form (the
 * product page's own island), where an owner wants to sell it beside other content. Nothing shows
 * for a product that is not this site's, not published, or in a store visitors may not see.
 */
export const productBlock: BlockLoader = async (block, ctx) => {
  const id = text(block.config, 'productId');
  if (!id) return { item: null };
  const [found] = await findPublicItemsByIds(ctx.db, ctx.websiteId, [id], ctx.now);
  const collection = found && publicCollection(ctx, found.collection_id);
  if (!found || found.record_type !== RECORD_TYPES.STORE_ITEM || !collection) return { item: null };
  const [item] = await loadItemsJson(ctx.db, ctx.websiteId, [found], () => collection, ctx.merchandising);
  return { item: item ?? null };
};
