import { clockOf } from '../clock.js';
import { dialectOf } from '../dialect.js';
import { newId } from '../ids.js';
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

/** How many earlier lock states a website keeps, and for how long (the studio's undo reaches this far). */
export const SITE_LOCK_REVISIONS_KEPT = 20;
export const SITE_LOCK_REVISION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Takes the website row's lock for the rest of the transaction (PostgreSQL `FOR UPDATE`; SQLite
 * has one writer anyway), so two lock changes of one site record their revisions one after the other.
 */
export async function lockSiteLockChanges(db: Executor, websiteId: string): Promise<void> {
  const query = db.selectFrom('websites').select('id').where('id', '=', websiteId);
  await dialectOf(db).forUpdate(query).execute();
}

/**
 * Keeps the lock state a change is about to replace (`undefined`: the site was open) and answers
 * its opaque id; drops the website's revisions beyond the newest `SITE_LOCK_REVISIONS_KEPT` and
 * those older than `SITE_LOCK_REVISION_TTL_MS`. Call inside `lockSiteLockChanges`' transaction.
 */
export async function recordSiteLockRevision(
  db: Executor,
  websiteId: string,
  passwordHash: string | undefined,
): Promise<string> {
  const now = clockOf(db).now();
  const last = await db
    .selectFrom('site_lock_revisions')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  const id = newId();
  await db
    .insertInto('site_lock_revisions')
    .values({ id, website_id: websiteId, seq, password_hash: passwordHash ?? null, created_at: now })
    .execute();
  await db
    .deleteFrom('site_lock_revisions')
    .where('website_id', '=', websiteId)
    .where((eb) =>
      eb.or([
        eb('seq', '<=', seq - SITE_LOCK_REVISIONS_KEPT),
        eb('created_at', '<', now - SITE_LOCK_REVISION_TTL_MS),
      ]),
    )
    .execute();
  return id;
}

/** A kept lock state of this website (not expired): its hash, or `undefined` for an open site. */
export async function findSiteLockRevision(
  db: Executor,
  websiteId: string,
  revisionId: string,
): Promise<{ passwordHash: string | undefined } | undefined> {
  const row = await db
    .selectFrom('site_lock_revisions')
    .select(['password_hash', 'created_at'])
    .where('website_id', '=', websiteId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row || Number(row.created_at) < clockOf(db).now() - SITE_LOCK_REVISION_TTL_MS) return undefined;
  return { passwordHash: row.password_hash ?? undefined };
}

/** The revision the website's latest lock change replaced, if it is still kept. */
export async function latestSiteLockRevisionId(db: Executor, websiteId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_lock_revisions')
    .select(['id', 'created_at'])
    .where('website_id', '=', websiteId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Number(row.created_at) < clockOf(db).now() - SITE_LOCK_REVISION_TTL_MS) return undefined;
  return row.id;
}
