import { randomBytes } from 'node:crypto';
import {
  consumeSiteUserEmailChange,
  consumeSiteUserToken,
  type Executor,
  findLiveSiteUserToken,
  insertSiteUserEmailChange,
  insertSiteUserToken,
  type SiteUserEmailChangeRow,
  type SiteUserTokenPurpose,
  type SiteUserTokenRow,
} from '@tessera/db';
import { sha256 } from '../digest.js';

const HOUR = 3_600_000;
/** How long each kind of link works. */
export const LINK_LIFETIME_MS: Readonly<Record<SiteUserTokenPurpose, number>> = {
  verify: 48 * HOUR,
  reset: HOUR,
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new single-use link secret; only its hash is stored, the secret goes in the e-mail. */
export async function issueLink(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  purpose: SiteUserTokenPurpose,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSiteUserToken(db, websiteId, {
    tokenHash: sha256(token),
    siteUserId,
    purpose,
    now,
    expiresAt: now + LINK_LIFETIME_MS[purpose],
  });
  return token;
}

/**
 * Uses a link: found by the hash of its secret (an index lookup on a hash, so nothing leaks
 * through timing), at most once, before it expires.
 */
export async function useLink(
  db: Executor,
  websiteId: string,
  token: string,
  purpose: SiteUserTokenPurpose,
  now: number,
): Promise<SiteUserTokenRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return consumeSiteUserToken(db, websiteId, sha256(token), purpose, now);
}

/** The link a secret names while it still works, without using it (the reset form checks first). */
export async function findLiveLink(
  db: Executor,
  websiteId: string,
  token: string,
  purpose: SiteUserTokenPurpose,
  now: number,
): Promise<SiteUserTokenRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return findLiveSiteUserToken(db, websiteId, sha256(token), purpose, now);
}

/** How long the link to a new e-mail address works. */
export const EMAIL_CHANGE_LIFETIME_MS = 48 * HOUR;

/** A single-use link for moving the account to `newEmail`; only its hash is stored. */
export async function issueEmailChangeLink(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  newEmail: string,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSiteUserEmailChange(db, websiteId, {
    tokenHash: sha256(token),
    siteUserId,
    newEmail,
    now,
    expiresAt: now + EMAIL_CHANGE_LIFETIME_MS,
  });
  return token;
}

export async function useEmailChangeLink(
  db: Executor,
  websiteId: string,
  token: string,
  now: number,
): Promise<SiteUserEmailChangeRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return consumeSiteUserEmailChange(db, websiteId, sha256(token), now);
}
