import type { MerchandisingContext } from '@tessera/core';
import type { PublicItem } from '@tessera/db';
import { LRUCache } from 'lru-cache';
import type { ItemJson } from './context/item-json.js';
import { keepJson } from './context-json.js';

/**
 * Item pages are the hottest pages, and their product rows change often (stock with every sale),
 * so the product part gets a micro-cache: an item's JSON (product, variants, images), its
 * neighbours and related products are reused for at most `ITEM_CACHE_TTL_MS`. Stock and prices
 * shown on a page may lag that long; adding to the cart checks stock on the server anyway. The
 * item row itself is read on every request, so publishing, unpublishing and edits of the item show
 * at once (the entry is keyed by its version, which every write moves on: two writes within one
 * millisecond share an update time).
 */
export const ITEM_CACHE_TTL_MS = 2_000;

/** A link to a neighbouring item (`pagination.prevItem` / `nextItem`). */
export interface ItemLinkJson {
  title: string;
  fullUrl: string;
}

/** What an item page shows besides the item row itself. */
export interface ItemPageParts {
  json: ItemJson | undefined;
  merchandising: Record<string, MerchandisingContext>;
  pagination: { prevItem: ItemLinkJson | null; nextItem: ItemLinkJson | null };
  /** Other products of the store (product pages only; empty otherwise). */
  relatedProducts: ItemJson[];
}

const pages = new LRUCache<string, ItemPageParts>({ max: 5_000, ttl: ITEM_CACHE_TTL_MS });

/** Bumped by owner writes (`forgetItemPages`): a variant or stock edit leaves the item row as it was. */
const generations = new Map<string, number>();

/** Called on every owner write to a website (invalidate-site.ts `invalidateSiteData`). */
export function forgetItemPages(websiteId: string): void {
  generations.set(websiteId, (generations.get(websiteId) ?? 0) + 1);
}

/**
 * An item page's parts, loaded by `load` at most once per TTL and item version, or on every call
 * when the micro-caches are off (`RENDER_MICROCACHE=off`).
 */
export async function cachedItemPage(
  item: PublicItem,
  enabled: boolean,
  load: (
    merchandising: Record<string, MerchandisingContext>,
  ) => Promise<Omit<ItemPageParts, 'merchandising'>>,
): Promise<ItemPageParts> {
  const generation = generations.get(item.website_id) ?? 0;
  const key = `${item.website_id}\u0000${generation}\u0000${item.id}\u0000${item.version}`;
  let found = enabled ? pages.get(key) : undefined;
  if (!found) {
    const merchandising: Record<string, MerchandisingContext> = {};
    found = { ...(await load(merchandising)), merchandising };
    if (enabled) {
      // Shared by every request for the TTL: frozen, with its JSON kept (context-json.ts).
      keepJson(found.json);
      keepJson(found.relatedProducts);
      keepJson(found.pagination);
      for (const part of Object.values(merchandising)) keepJson(part);
      pages.set(key, found);
    }
  }
  return found;
}
