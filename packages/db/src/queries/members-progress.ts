import { clockOf } from '../clock.js';
import type { Executor } from './executor.js';

/** Marks a lesson complete for a member (again: no change). */
export async function markLessonComplete(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  itemId: string,
): Promise<void> {
  await db
    .insertInto('lesson_progress')
    .values({
      website_id: websiteId,
      site_user_id: siteUserId,
      item_id: itemId,
      completed_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['site_user_id', 'item_id']).doNothing())
    .execute();
}

/** Takes the mark back (its inverse). */
export async function unmarkLessonComplete(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  itemId: string,
): Promise<void> {
  await db
    .deleteFrom('lesson_progress')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('item_id', '=', itemId)
    .execute();
}

/** Which of these lessons the member has completed. */
export async function completedLessons(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  itemIds: readonly string[],
): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('lesson_progress')
    .select('item_id')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('item_id', 'in', [...itemIds])
    .execute();
  return new Set(rows.map((r) => r.item_id));
}

/** The same rule as `isPublicItem`, for an item already loaded: published (and due) or scheduled and due. */
export function isPublicItemNow(
  item: { publish_state: string; publish_on: number | null },
  now: number,
): boolean {
  if (item.publish_state === 'published') return item.publish_on === null || item.publish_on <= now;
  return item.publish_state === 'scheduled' && item.publish_on !== null && item.publish_on <= now;
}
