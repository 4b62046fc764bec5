import { clockOf } from '../clock.js';
import type { Executor } from './executor.js';

/** The site-wide lock screen's password hash, or undefined when the site is open. */
export async function findSiteLockHash(db: Executor, websiteId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_locks')
    .select('password_hash')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.password_hash;
}

/** Locks the site with this password hash (replacing any earlier one). */
export async function setSiteLock(db: Executor, websiteId: string, passwordHash: string): Promise<void> {
  const updatedAt = clockOf(db).now();
  await db
    .insertInto('site_locks')
    .values({ website_id: websiteId, password_hash: passwordHash, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ password_hash: passwordHash, updated_at: updatedAt }),
    )
    .execute();
}

/** Opens the site to everyone again; removing an absent lock is no error. */
export async function clearSiteLock(db: Executor, websiteId: string): Promise<void> {
  await db.deleteFrom('site_locks').where('website_id', '=', websiteId).execute();
}
