import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Collection } from '@tessera/db';

/** How long an unlocked page stays open to the visitor. */
export const UNLOCK_TTL_MS = 12 * 60 * 60 * 1000;
const COOKIE_PREFIX = 'tessera_unlock_';

/** One cookie per collection, so unlocking one page opens no other. */
export function unlockCookieName(collectionId: string): string {
  return `${COOKIE_PREFIX}${collectionId}`;
}

/** The site-wide lock screen's cookie: one for the whole site. */
export const SITE_UNLOCK_COOKIE = 'tessera_site_unlock';

/**
 * The signature is keyed by the stored password hash: a server-side secret that never leaves the
 * database, so visitors cannot forge it, and changing the password closes everything opened with
 * the old one. `subject` names what is opened (this site's page, or this whole site).
 */
function signature(key: string, subject: string, expires: number): string {
  return createHmac('sha256', key).update(`${subject}|${expires}`).digest('base64url');
}

function signedToken(key: string, subject: string, now: number): string {
  const expires = now + UNLOCK_TTL_MS;
  return `${expires}.${signature(key, subject, expires)}`;
}

function verifies(key: string | null | undefined, subject: string, cookie: string | undefined, now: number) {
  if (!cookie || !key) return false;
  const match = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  const expected = Buffer.from(signature(key, subject, expires));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const pageSubject = (collection: Collection) => `${collection.website_id}|${collection.id}`;
const siteSubject = (websiteId: string) => `${websiteId}|site`;

/** The unlock cookie's value: expiry and signature. */
export function unlockToken(collection: Collection, now: number): string {
  return signedToken(collection.password_hash ?? '', pageSubject(collection), now);
}

/** Whether the visitor's cookie unlocks this collection now. */
export function isUnlocked(collection: Collection, cookie: string | undefined, now: number): boolean {
  return verifies(collection.password_hash, pageSubject(collection), cookie, now);
}

/** The site-wide unlock cookie's value, keyed by the site password's hash. */
export function siteUnlockToken(websiteId: string, lockHash: string, now: number): string {
  return signedToken(lockHash, siteSubject(websiteId), now);
}

/** Whether the visitor's cookie opens this locked site now. */
export function isSiteUnlocked(
  websiteId: string,
  lockHash: string,
  cookie: string | undefined,
  now: number,
): boolean {
  return verifies(lockHash, siteSubject(websiteId), cookie, now);
}

/** A path on this site to return to after unlocking; anything else goes home. */
export function safeNextPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : '/';
}
