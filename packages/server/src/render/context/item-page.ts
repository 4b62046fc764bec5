import { COLLECTION_TYPES, RECORD_TYPES, type MerchandisingContext } from '@tessera/core';
import {
  findNeighbourItems,
  listRelatedProducts,
  type Collection,
  type Executor,
  type NeighbourItem,
  type PublicItem,
} from '@tessera/db';
import type { ItemLinkJson, ItemPageParts } from '../item-cache.js';
import { loadItemsJson } from './load-items.js';
import { itemUrl } from './urls.js';

/** At most this many products under "You might also like". */
export const RELATED_PRODUCTS_LIMIT = 4;

function linkOf(collection: Collection, neighbour: NeighbourItem | undefined): ItemLinkJson | null {
  return neighbour ? { title: neighbour.title, fullUrl: itemUrl(collection, neighbour.url_id) } : null;
}

/**
 * Everything an item page shows beyond the item row: the item's JSON, its previous and next
 * items in the collection's list order, and for products up to four related products (same store
 * category first, then the rest of the store). The item and its related products are loaded as one
 * batch, so a product page costs the same statements with or without them.
 */
export async function loadItemPage(
  db: Executor,
  item: PublicItem,
  collection: Collection,
  now: number,
  merchandising: Record<string, MerchandisingContext>,
): Promise<Omit<ItemPageParts, 'merchandising'>> {
  const isProduct =
    item.record_type === RECORD_TYPES.STORE_ITEM && collection.type === COLLECTION_TYPES.PRODUCTS;
  const [neighbours, related] = await Promise.all([
    findNeighbourItems(db, item, collection.ordering, now),
    isProduct ? listRelatedProducts(db, item, RELATED_PRODUCTS_LIMIT, now) : [],
  ]);
  const [json, ...relatedProducts] = await loadItemsJson(
    db,
    item.website_id,
    [item, ...related],
    () => collection,
    merchandising,
  );
  return {
    json,
    pagination: {
      prevItem: linkOf(collection, neighbours.previous),
      nextItem: linkOf(collection, neighbours.next),
    },
    relatedProducts,
  };
}
