import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Collection } from '@tessera/db';

/** How long an unlocked page stays open to the visitor. */
export const UNLOCK_TTL_MS = 12 * 60 * 60 * 1000;
const COOKIE_PREFIX = 'tessera_unlock_';

/** One cookie per collection, so unlocking one page opens no other. */
export function unlockCookieName(collectionId: string): string {
  return `${COOKIE_PREFIX}${collectionId}`;
}

/**
 * The signature is keyed by the collection's stored password hash: a server-side secret that
 * never leaves the database, so visitors cannot forge it, and changing the password closes every
 * page opened with the old one.
 */
function signature(collection: Collection, expires: number): string {
  return createHmac('sha256', collection.password_hash ?? '')
    .update(`${collection.website_id}|${collection.id}|${expires}`)
    .digest('base64url');
}

/** The unlock cookie's value: expiry and signature. */
export function unlockToken(collection: Collection, now: number): string {
  const expires = now + UNLOCK_TTL_MS;
  return `${expires}.${signature(collection, expires)}`;
}

/** Whether the visitor's cookie unlocks this collection now. */
export function isUnlocked(collection: Collection, cookie: string | undefined, now: number): boolean {
  if (!cookie || !collection.password_hash) return false;
  const match = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  const expected = Buffer.from(signature(collection, expires));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A path on this site to return to after unlocking; anything else goes home. */
export function safeNextPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : '/';
}
