import { newId } from '../ids.js';
import { clockOf } from '../clock.js';
import { toJson } from '../schema/columns.js';
import type { Executor } from './executor.js';

export interface NewCommentFlash {
  itemId: string;
  visitorHash: string;
  payload: unknown;
  expiresAt: number;
}

/** Stores a plain comment post's outcome (expired ones of the website go first) and returns its id. */
export async function insertCommentFlash(
  db: Executor,
  websiteId: string,
  flash: NewCommentFlash,
): Promise<string> {
  const now = clockOf(db).now();
  await db
    .deleteFrom('comment_flashes')
    .where('website_id', '=', websiteId)
    .where('expires_at', '<=', now)
    .execute();
  const id = newId();
  await db
    .insertInto('comment_flashes')
    .values({
      id,
      website_id: websiteId,
      item_id: flash.itemId,
      visitor_hash: flash.visitorHash,
      payload: toJson(flash.payload),
      created_at: now,
      expires_at: flash.expiresAt,
    })
    .execute();
  return id;
}

/**
 * Reads an outcome once: deleted as it is read, and only for the same website, item and visitor
 * (by crumb hash) before it expires.
 */
export async function takeCommentFlash(
  db: Executor,
  websiteId: string,
  ref: { id: string; itemId: string; visitorHash: string },
): Promise<unknown> {
  const row = await db
    .deleteFrom('comment_flashes')
    .where('website_id', '=', websiteId)
    .where('id', '=', ref.id)
    .where('item_id', '=', ref.itemId)
    .where('visitor_hash', '=', ref.visitorHash)
    .where('expires_at', '>', clockOf(db).now())
    .returning('payload')
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as unknown) : undefined;
}
