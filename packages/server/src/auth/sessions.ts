import { randomBytes } from 'node:crypto';
import { newSecretToken, sha256 } from '../digest.js';
import {
  clockOf,
  deleteSession,
  type Executor,
  findAccountById,
  findContributorRole,
  findSession,
  insertSession,
  touchSession,
} from '@tessera/db';
import type { OwnerActor } from '../decorations.js';

export const SESSION_COOKIE = 'tessera_session';
/** last_seen_at is written at most this often, so reads do not turn into writes on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function hashSessionId(id: string): string {
  return sha256(id);
}

/** Starts a new session (a fresh random id every sign-in, so a planted id is useless). */
export async function startSession(
  db: Executor,
  websiteId: string,
  accountId: string,
  policy: SessionPolicy,
): Promise<{ id: string; csrfToken: string; expiresAt: number }> {
  const id = newSecretToken();
  const csrfToken = randomBytes(24).toString('base64url');
  const now = clockOf(db).now();
  const expiresAt = now + policy.absoluteMs;
  await insertSession(db, websiteId, { idHash: hashSessionId(id), accountId, csrfToken, now, expiresAt });
  return { id, csrfToken, expiresAt };
}

/**
 * The owner behind a session cookie on this website, or undefined when the session is unknown,
 * belongs to another website, has expired (idle or absolute), or its account is no longer a contributor.
 */
export async function loadOwner(
  db: Executor,
  websiteId: string,
  sessionId: string,
  policy: SessionPolicy,
): Promise<OwnerActor | undefined> {
  const idHash = hashSessionId(sessionId);
  const session = await findSession(db, websiteId, idHash);
  if (!session) return undefined;
  const now = clockOf(db).now();
  if (now >= session.expires_at || now - session.last_seen_at > policy.idleMs) {
    await deleteSession(db, websiteId, idHash);
    return undefined;
  }
  const [account, role] = await Promise.all([
    findAccountById(db, session.account_id),
    findContributorRole(db, websiteId, session.account_id),
  ]);
  if (!account || role === undefined) return undefined;
  if (now - session.last_seen_at > TOUCH_INTERVAL_MS) await touchSession(db, websiteId, idHash, now);
  return {
    kind: 'owner',
    accountId: account.id,
    email: account.email,
    displayName: account.display_name,
    role,
    sessionIdHash: idHash,
    csrfToken: session.csrf_token,
  };
}

export async function endSession(db: Executor, websiteId: string, sessionIdHash: string): Promise<void> {
  await deleteSession(db, websiteId, sessionIdHash);
}
