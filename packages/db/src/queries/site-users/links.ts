import { sql } from 'kysely';
import type {
  SiteUserEmailChangeRow,
  SiteUserTokenPurpose,
  SiteUserTokenRow,
} from '../../schema/site-users.js';
import type { Executor } from '../executor.js';

/**
 * The one rule for a usable single-use link, shared by the verification, reset and e-mail change
 * links (both link tables have these columns): found on this website by the hash of its secret,
 * not used yet, not expired at `now`.
 */
function liveLink(websiteId: string, tokenHash: string, now: number) {
  return sql<boolean>`website_id = ${websiteId} and token_hash = ${tokenHash} and used_at is null and expires_at > ${now}`;
}

export interface NewSiteUserToken {
  tokenHash: string;
  siteUserId: string;
  purpose: SiteUserTokenPurpose;
  now: number;
  expiresAt: number;
}

export async function insertSiteUserToken(
  db: Executor,
  websiteId: string,
  input: NewSiteUserToken,
): Promise<void> {
  await db
    .insertInto('site_user_tokens')
    .values({
      token_hash: input.tokenHash,
      website_id: websiteId,
      site_user_id: input.siteUserId,
      purpose: input.purpose,
      created_at: input.now,
      expires_at: input.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses a verification or reset link once: marks it used and returns it when it is live and has
 * this purpose. The conditional update makes two racing uses of one link succeed at most once.
 */
export async function consumeSiteUserToken(
  db: Executor,
  websiteId: string,
  tokenHash: string,
  purpose: SiteUserTokenPurpose,
  now: number,
): Promise<SiteUserTokenRow | undefined> {
  return db
    .updateTable('site_user_tokens')
    .set({ used_at: now })
    .where(liveLink(websiteId, tokenHash, now))
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
}

/** Whether a link is still usable (the reset page checks before showing its form). */
export async function findLiveSiteUserToken(
  db: Executor,
  websiteId: string,
  tokenHash: string,
  purpose: SiteUserTokenPurpose,
  now: number,
): Promise<SiteUserTokenRow | undefined> {
  return db
    .selectFrom('site_user_tokens')
    .selectAll()
    .where(liveLink(websiteId, tokenHash, now))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export interface NewEmailChange {
  tokenHash: string;
  siteUserId: string;
  newEmail: string;
  now: number;
  expiresAt: number;
}

/** Stores a requested e-mail change; the account keeps its address until the link is used. */
export async function insertSiteUserEmailChange(
  db: Executor,
  websiteId: string,
  input: NewEmailChange,
): Promise<void> {
  await db
    .insertInto('site_user_email_changes')
    .values({
      token_hash: input.tokenHash,
      website_id: websiteId,
      site_user_id: input.siteUserId,
      new_email: input.newEmail.trim().toLowerCase(),
      created_at: input.now,
      expires_at: input.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses an e-mail change link once while it is live (conditional update, race-safe). */
export async function consumeSiteUserEmailChange(
  db: Executor,
  websiteId: string,
  tokenHash: string,
  now: number,
): Promise<SiteUserEmailChangeRow | undefined> {
  return db
    .updateTable('site_user_email_changes')
    .set({ used_at: now })
    .where(liveLink(websiteId, tokenHash, now))
    .returningAll()
    .executeTakeFirst();
}
