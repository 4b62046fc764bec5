import { clearSiteLock, findSiteLockHash, setSiteLock } from '@tessera/db';
import { hashPassword, verifyPassword } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import { siteChanged } from '../render/index.js';
import type { SiteLockDto } from './schemas.js';

/** Whether the site shows visitors the lock screen (the password itself is never answered). */
export async function siteLockOf(ctx: ServiceContext): Promise<SiteLockDto> {
  return { locked: (await findSiteLockHash(ctx.db, ctx.websiteId)) !== undefined };
}

/**
 * Locks the whole site behind this password (argon2id). Sending the password the site already has
 * keeps the stored hash, so a retried request does not sign visitors out; a new password does.
 */
export async function lockSite(ctx: ServiceContext, password: string): Promise<SiteLockDto> {
  const current = await findSiteLockHash(ctx.db, ctx.websiteId);
  if (current !== undefined && (await verifyPassword(current, password))) return { locked: true };
  await setSiteLock(ctx.db, ctx.websiteId, await hashPassword(password));
  siteChanged(ctx.websiteId, 'settings');
  return { locked: true };
}

/** Opens the site to every visitor again (safe to repeat). */
export async function unlockSite(ctx: ServiceContext): Promise<SiteLockDto> {
  await clearSiteLock(ctx.db, ctx.websiteId);
  siteChanged(ctx.websiteId, 'settings');
  return { locked: false };
}
