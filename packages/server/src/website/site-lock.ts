import { ok } from '@tessera/core';
import {
  clearSiteLock,
  findSiteLockHash,
  findSiteLockRevision,
  latestSiteLockRevisionId,
  lockSiteLockChanges,
  recordSiteLockRevision,
  setSiteLock,
} from '@tessera/db';
import { hashPassword, verifyPassword } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import { siteChanged } from '../render/index.js';
import type { SiteLockChangeDto, SiteLockDto } from './schemas.js';

/** Whether the site shows visitors the lock screen (the password itself is never answered). */
export async function siteLockOf(ctx: ServiceContext): Promise<SiteLockDto> {
  return { locked: (await findSiteLockHash(ctx.db, ctx.websiteId)) !== undefined };
}

/**
 * A change that leaves the lock as it is (a retried request, a state another tab already set):
 * it answers the revision the latest real change replaced, so a retry answers what the first try
 * did and Undo still takes the site back to where it was before it came to this state.
 */
async function unchanged(ctx: ServiceContext, hash: string | undefined): Promise<SiteLockChangeDto> {
  const previousRevision = (await latestSiteLockRevisionId(ctx.db, ctx.websiteId)) ?? null;
  return { locked: hash !== undefined, previousRevision };
}

/** Moves the lock to `next` (a hash, or undefined to open the site), keeping the state it replaces. */
async function moveLock(ctx: ServiceContext, next: string | undefined): Promise<SiteLockChangeDto> {
  const previousRevision = await ctx.db.transaction().execute(async (trx) => {
    await lockSiteLockChanges(trx, ctx.websiteId);
    const current = await findSiteLockHash(trx, ctx.websiteId);
    const revision = await recordSiteLockRevision(trx, ctx.websiteId, current);
    if (next === undefined) await clearSiteLock(trx, ctx.websiteId);
    else await setSiteLock(trx, ctx.websiteId, next);
    return revision;
  });
  siteChanged(ctx.websiteId, 'settings');
  return { locked: next !== undefined, previousRevision };
}

/**
 * Locks the whole site behind this password (argon2id). Sending the password the site already has
 * keeps the stored hash, so a retried request does not sign visitors out; a new password does.
 * The answer's `previousRevision` restores the state this replaced (Undo).
 */
export async function lockSite(ctx: ServiceContext, password: string): Promise<SiteLockChangeDto> {
  const current = await findSiteLockHash(ctx.db, ctx.websiteId);
  if (current !== undefined && (await verifyPassword(current, password))) return unchanged(ctx, current);
  return moveLock(ctx, await hashPassword(password));
}

/** Opens the site to every visitor again (safe to repeat). */
export async function unlockSite(ctx: ServiceContext): Promise<SiteLockChangeDto> {
  if ((await findSiteLockHash(ctx.db, ctx.websiteId)) === undefined) return unchanged(ctx, undefined);
  return moveLock(ctx, undefined);
}

/**
 * Puts back a state an earlier change replaced (the studio's Undo, and its Redo with the revision
 * the Undo answered). Restoring the state the site is already in changes nothing, so a retry is
 * harmless; an unknown or expired revision is 'lock-revision-gone'.
 */
export async function restoreSiteLock(
  ctx: ServiceContext,
  revisionId: string,
): Promise<Outcome<SiteLockChangeDto>> {
  const revision = await findSiteLockRevision(ctx.db, ctx.websiteId, revisionId);
  if (!revision) return fail('lock-revision-gone');
  const current = await findSiteLockHash(ctx.db, ctx.websiteId);
  if (current === revision.passwordHash) return ok(await unchanged(ctx, current));
  return ok(await moveLock(ctx, revision.passwordHash));
}
