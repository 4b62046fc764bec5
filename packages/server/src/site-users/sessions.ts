import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  clockOf,
  deleteSiteUserSession,
  type Executor,
  findSiteUser,
  findSiteUserSession,
  insertSiteUserSession,
  touchSiteUserSession,
} from '@tessera/db';
import type { SiteUserActor } from '../decorations.js';
import { sha256 } from '../digest.js';

/** The site user's session id (HttpOnly); never the owners' `tessera_session`. */
export const SITE_USER_SESSION_COOKIE = 'ts_site_user';
/** Readable by the storefront (platform spec §9): JSON `{ authenticated, siteUserId }`. */
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

const HOUR = 3_600_000;
/** 'Remember me': the cookie and the session last 30 days. */
export const REMEMBERED_SESSION_MS = 30 * 24 * HOUR;
/** Otherwise the cookie ends with the browser, and the server ends the session after 12 idle hours. */
export const BROWSER_SESSION_IDLE_MS = 12 * HOUR;
const BROWSER_SESSION_ABSOLUTE_MS = 7 * 24 * HOUR;
const TOUCH_INTERVAL_MS = 60_000;

export type { SiteUserActor };

export interface StartedSession {
  id: string;
  xsrfToken: string;
  /** When the cookie should end; undefined for a browser-session cookie. */
  cookieExpiresAt: number | undefined;
}

/** A fresh random session (a new id at every sign-in, so a planted id is useless). */
export async function startSiteUserSession(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  remember: boolean,
): Promise<StartedSession> {
  const id = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const now = clockOf(db).now();
  const expiresAt = now + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_ABSOLUTE_MS);
  await insertSiteUserSession(db, websiteId, {
    idHash: sha256(id),
    siteUserId,
    xsrfToken,
    remember,
    now,
    expiresAt,
  });
  return { id, xsrfToken, cookieExpiresAt: remember ? expiresAt : undefined };
}

/** The user behind a session cookie on this website, or undefined (unknown, other website, expired). */
export async function loadSiteUser(
  db: Executor,
  websiteId: string,
  sessionId: string,
): Promise<SiteUserActor | undefined> {
  const idHash = sha256(sessionId);
  const session = await findSiteUserSession(db, websiteId, idHash);
  if (!session) return undefined;
  const now = clockOf(db).now();
  const idle = session.remember === 0 && now - session.last_seen_at > BROWSER_SESSION_IDLE_MS;
  if (now >= session.expires_at || idle) {
    await deleteSiteUserSession(db, websiteId, idHash);
    return undefined;
  }
  const user = await findSiteUser(db, websiteId, session.site_user_id);
  if (!user) return undefined;
  if (now - session.last_seen_at > TOUCH_INTERVAL_MS) await touchSiteUserSession(db, websiteId, idHash, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    verifiedAt: user.verified_at,
    sessionIdHash: idHash,
    xsrfToken: session.xsrf_token,
  };
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
