import { COLLECTION_TYPES, isFreePreview, ok } from '@tessera/core';
import {
  clockOf,
  findCollection,
  findItem,
  isPublicItemNow,
  markLessonComplete,
  memberAreasProtecting,
  unmarkLessonComplete,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import { freePreviewTagsOf, isMemberOfAny } from './access.js';

const COURSES = new Set<number>([COLLECTION_TYPES.COURSE, COLLECTION_TYPES.LESSONS]);

/**
 * Marks a lesson complete (or not) for the signed-in member. Only a public lesson of a course the
 * member can open counts; anything else is 404, as if it were not there.
 */
export async function setLessonProgress(
  ctx: ServiceContext,
  siteUserId: string,
  itemId: string,
  completed: boolean,
): Promise<Outcome<{ completed: boolean; url: string }>> {
  const now = clockOf(ctx.db).now();
  const item = await findItem(ctx.db, ctx.websiteId, itemId);
  if (!item || !isPublicItemNow(item, now)) return fail('not-found');
  const collection = await findCollection(ctx.db, ctx.websiteId, item.collection_id);
  if (!collection || !collection.enabled || !COURSES.has(collection.type)) return fail('not-found');
  const areas = await memberAreasProtecting(ctx.db, ctx.websiteId, collection.id);
  const areaIds = areas.map((a) => a.id);
  const open =
    isFreePreview(item.tags, freePreviewTagsOf(areas)) ||
    (areaIds.length === 0 && collection.page_permission === 'public') ||
    (await isMemberOfAny(ctx.db, ctx.websiteId, siteUserId, areaIds, now));
  if (!open) return fail('not-found');
  if (completed) await markLessonComplete(ctx.db, ctx.websiteId, siteUserId, item.id);
  else await unmarkLessonComplete(ctx.db, ctx.websiteId, siteUserId, item.id);
  return ok({ completed, url: `/${collection.url_id}/${item.url_id}` });
}
