import { newId } from '../ids.js';
import { toJson } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

/** Stores a submission key by its hash; the key itself only ever exists in the visitor's browser. */
export async function insertSubmissionKey(
  db: Executor,
  websiteId: string,
  keyHash: string,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('form_submission_keys')
    .values({
      key_hash: keyHash,
      website_id: websiteId,
      created_at: clockOf(db).now(),
      expires_at: expiresAt,
    })
    .execute();
}

/**
 * Uses a key up: true only for an unused, unexpired key of this website. One conditional UPDATE,
 * so two requests racing with the same key cannot both succeed.
 */
export async function consumeSubmissionKey(
  db: Executor,
  websiteId: string,
  keyHash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('form_submission_keys')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash)
    .where('website_id', '=', websiteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Removes keys that can no longer be used (expired, or used and expired). */
export async function deleteExpiredSubmissionKeys(
  db: Executor,
  websiteId: string,
  now: number,
): Promise<number> {
  const result = await db
    .deleteFrom('form_submission_keys')
    .where('website_id', '=', websiteId)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface NewFormFlash {
  formId: string;
  visitorHash: string;
  payload: unknown;
  expiresAt: number;
}

export async function insertFormFlash(db: Executor, websiteId: string, flash: NewFormFlash): Promise<string> {
  const id = newId();
  await db
    .insertInto('form_flashes')
    .values({
      id,
      website_id: websiteId,
      form_id: flash.formId,
      visitor_hash: flash.visitorHash,
      payload: toJson(flash.payload),
      created_at: clockOf(db).now(),
      expires_at: flash.expiresAt,
    })
    .execute();
  return id;
}

/**
 * Reads a flash once: it is deleted as it is read, and only the same visitor (by cookie hash),
 * form and website can read it before it expires.
 */
export async function takeFormFlash(
  db: Executor,
  websiteId: string,
  ref: { id: string; formId: string; visitorHash: string; now: number },
): Promise<unknown> {
  const row = await db
    .deleteFrom('form_flashes')
    .where('website_id', '=', websiteId)
    .where('id', '=', ref.id)
    .where('form_id', '=', ref.formId)
    .where('visitor_hash', '=', ref.visitorHash)
    .where('expires_at', '>', ref.now)
    .returning('payload')
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as unknown) : undefined;
}

export async function deleteExpiredFormFlashes(db: Executor, websiteId: string, now: number): Promise<void> {
  await db
    .deleteFrom('form_flashes')
    .where('website_id', '=', websiteId)
    .where('expires_at', '<=', now)
    .execute();
}

/** The website's captcha signing secret, storing `candidate` when it has none yet. */
export async function ensureCaptchaSecret(
  db: Executor,
  websiteId: string,
  candidate: string,
): Promise<string> {
  await db
    .insertInto('captcha_secrets')
    .values({ website_id: websiteId, secret: candidate, created_at: clockOf(db).now() })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('captcha_secrets')
    .select('secret')
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * Records a solved challenge; false when it was already used. The primary key makes the check
 * atomic across processes.
 */
export async function recordCaptchaUse(
  db: Executor,
  websiteId: string,
  challengeId: string,
  expiresAt: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ website_id: websiteId, challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['website_id', 'challenge_id']).doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteExpiredCaptchaUses(db: Executor, websiteId: string, now: number): Promise<void> {
  await db
    .deleteFrom('captcha_uses')
    .where('website_id', '=', websiteId)
    .where('expires_at', '<=', now)
    .execute();
}
