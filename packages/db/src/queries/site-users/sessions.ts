import { toFlag } from '../../schema/columns.js';
import type { SiteUserSessionRow } from '../../schema/site-users.js';
import type { Executor } from '../executor.js';

export interface NewSiteUserSession {
  idHash: string;
  siteUserId: string;
  xsrfToken: string;
  remember: boolean;
  now: number;
  expiresAt: number;
}

export async function insertSiteUserSession(
  db: Executor,
  websiteId: string,
  input: NewSiteUserSession,
): Promise<void> {
  await db
    .insertInto('site_user_sessions')
    .values({
      id_hash: input.idHash,
      website_id: websiteId,
      site_user_id: input.siteUserId,
      xsrf_token: input.xsrfToken,
      remember: toFlag(input.remember),
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
}

/** A session of this website by the hash of its id; another website's session is never found. */
export async function findSiteUserSession(
  db: Executor,
  websiteId: string,
  idHash: string,
): Promise<SiteUserSessionRow | undefined> {
  return db
    .selectFrom('site_user_sessions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSiteUserSession(
  db: Executor,
  websiteId: string,
  idHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('site_user_sessions')
    .set({ last_seen_at: now })
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSiteUserSession(db: Executor, websiteId: string, idHash: string): Promise<void> {
  await db
    .deleteFrom('site_user_sessions')
    .where('website_id', '=', websiteId)
    .where('id_hash', '=', idHash)
    .execute();
}

/** Ends every session of a user (password reset), or every one but `keepIdHash`. */
export async function deleteSiteUserSessions(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  keepIdHash?: string,
): Promise<number> {
  let query = db
    .deleteFrom('site_user_sessions')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId);
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
