import type { SessionRow } from '../schema/platform.js';
import type { Executor } from './executor.js';

export type Session = SessionRow;

export interface NewSession {
  idHash: string;
  accountId: string;
  csrfToken: string;
  now: number;
  expiresAt: number;
}

export async function insertSession(db: Executor, websiteId: string, input: NewSession): Promise<Session> {
  return db
    .insertInto('sessions')
    .values({
      id_hash: input.idHash,
      account_id: input.accountId,
      website_id: websiteId,
      csrf_token: input.csrfToken,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: input.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A session of this website by the hash of its id; a session of another website is never found. */
export async function findSession(
  db: Executor,
  websiteId: string,
  idHash: string,
): Promise<Session | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(
  db: Executor,
  websiteId: string,
  idHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Executor, websiteId: string, idHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes sessions past their absolute expiry or idle since before `idleBefore`. */
export async function deleteStaleSessions(db: Executor, now: number, idleBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
