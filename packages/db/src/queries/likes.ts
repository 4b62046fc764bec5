import type { Executor } from './executor.js';
import { isPublicItem } from './public-content.js';
import { clockOf } from '../clock.js';

/** Whether a visitor may like the item: it is this website's, public now and in an enabled collection. */
export async function isLikeableItem(
  db: Executor,
  websiteId: string,
  itemId: string,
  now: number = clockOf(db).now(),
): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .innerJoin('collections', (j) =>
      j
        .onRef('collections.website_id', '=', 'items.website_id')
        .onRef('collections.id', '=', 'items.collection_id'),
    )
    .select('items.id')
    .where('items.website_id', '=', websiteId)
    .where('items.id', '=', itemId)
    .where('collections.enabled', '=', 1)
    .where(isPublicItem(now))
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the visitor's like once: the primary key (website, item, visitor) makes a repeat a no-op. */
export async function addItemLike(
  db: Executor,
  websiteId: string,
  itemId: string,
  visitorKey: string,
  now: number = clockOf(db).now(),
): Promise<void> {
  await db
    .insertInto('item_likes')
    .values({ website_id: websiteId, item_id: itemId, visitor_key: visitorKey, created_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'item_id', 'visitor_key']).doNothing())
    .execute();
}

/** Like counts of the website's items, in one statement; items nobody liked are absent. */
export async function countItemLikes(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_likes')
    .select((eb) => ['item_id', eb.fn.countAll<number | string>().as('count')])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', [...new Set(itemIds)])
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.count)]));
}
