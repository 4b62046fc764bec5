import { newSecretToken, sha256 } from '../digest.js';
import { clockOf, consumeSubmissionKey, deleteExpiredSubmissionKeys, insertSubmissionKey } from '@tessera/db';
import type { ServiceContext } from '../context.js';

/** A key must be used within this time of being issued. */
export const SUBMISSION_KEY_TTL_MS = 10 * 60_000;

/** Only this digest is stored: a leaked table holds no usable key. */
export function hashSubmissionKey(key: string): string {
  return sha256(key);
}

/**
 * A new single-use key bound to the website, for one submission (storefront spec §7,
 * FormSubmissionKey). Expired keys of the website are cleared at the same time.
 */
export async function issueSubmissionKey(ctx: ServiceContext): Promise<string> {
  const now = clockOf(ctx.db).now();
  await deleteExpiredSubmissionKeys(ctx.db, ctx.websiteId, now);
  const key = newSecretToken();
  await insertSubmissionKey(ctx.db, ctx.websiteId, hashSubmissionKey(key), now + SUBMISSION_KEY_TTL_MS);
  return key;
}

/** Uses a key up; false when it is unknown, of another website, expired or already used. */
export async function useSubmissionKey(ctx: ServiceContext, key: string): Promise<boolean> {
  if (key.length < 16) return false;
  return consumeSubmissionKey(ctx.db, ctx.websiteId, hashSubmissionKey(key), clockOf(ctx.db).now());
}
