import { clockOf } from '../clock.js';
import type { Executor } from './executor.js';

export interface NewSiteHandoff {
  tokenHash: string;
  accountId: string;
  expiresAt: number;
}

/** Records a handoff to a website (the secret's hash only). */
export async function insertSiteHandoff(
  db: Executor,
  websiteId: string,
  input: NewSiteHandoff,
): Promise<void> {
  await db
    .insertInto('site_handoffs')
    .values({
      token_hash: input.tokenHash,
      website_id: websiteId,
      account_id: input.accountId,
      created_at: clockOf(db).now(),
      expires_at: input.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses a handoff of this website: marks it used and answers its account, or undefined when it is
 * unknown, of another website, expired or already used. One UPDATE, so of two racing uses only one wins.
 */
export async function consumeSiteHandoff(
  db: Executor,
  websiteId: string,
  tokenHash: string,
): Promise<string | undefined> {
  const now = clockOf(db).now();
  const row = await db
    .updateTable('site_handoffs')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('website_id', '=', websiteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id;
}

/** Drops handoffs that expired before `before` (used or not): they can never work again. */
export async function deleteExpiredSiteHandoffs(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('site_handoffs').where('expires_at', '<', before).execute();
}
