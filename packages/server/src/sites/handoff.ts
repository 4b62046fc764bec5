import { createHash, randomBytes } from 'node:crypto';
import { ok } from '@tessera/core';
import {
  clockOf,
  consumeSiteHandoff,
  findAccountById,
  findContributorRole,
  insertSiteHandoff,
  type Executor,
} from '@tessera/db';
import { signInAs, type SessionPolicy, type StartedSession } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import type { OwnerActor } from '../decorations.js';
import { fail, type Outcome } from '../failure.js';

/** A handoff works once, within this time: long enough for a page load, too short to be worth stealing. */
export const HANDOFF_LIFETIME_MS = 60_000;

function handoffHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a switch to another website the owner contributes to: a random secret, stored hashed for
 * that website and account only. Not a contributor there: not found (nothing about it is revealed).
 */
export async function startHandoff(
  db: Executor,
  owner: OwnerActor,
  targetWebsiteId: string,
): Promise<Outcome<string>> {
  if ((await findContributorRole(db, targetWebsiteId, owner.accountId)) === undefined)
    return fail('not-found');
  const token = randomBytes(32).toString('base64url');
  await insertSiteHandoff(db, targetWebsiteId, {
    tokenHash: handoffHash(token),
    accountId: owner.accountId,
    expiresAt: clockOf(db).now() + HANDOFF_LIFETIME_MS,
  });
  return ok(token);
}

/**
 * Uses a handoff on the website it was made for: signs its account in here with a fresh session,
 * if it still contributes. Unknown, used, expired or another website's: 'handoff-invalid'.
 */
export async function completeHandoff(
  ctx: ServiceContext,
  token: string,
  policy: SessionPolicy,
): Promise<Outcome<StartedSession>> {
  const accountId = await consumeSiteHandoff(ctx.db, ctx.websiteId, handoffHash(token));
  if (!accountId) return fail('handoff-invalid');
  const [account, role] = await Promise.all([
    findAccountById(ctx.db, accountId),
    findContributorRole(ctx.db, ctx.websiteId, accountId),
  ]);
  if (!account || role === undefined) return fail('handoff-invalid');
  return ok(await signInAs(ctx, account, role, policy));
}
