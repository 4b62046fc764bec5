import { isDeepStrictEqual } from 'node:util';
import { getCommercePreferences, inTransaction, putCommercePreferences } from '@tessera/db';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import type { Preferences } from './schemas.js';

/** The spec's clients drop `websiteId` from what they read; it is never stored or answered. */
const DROPPED_KEY = 'websiteId';

function withoutWebsiteId(value: Preferences): Preferences {
  const { [DROPPED_KEY]: _dropped, ...rest } = value;
  return rest;
}

/** A namespace's preferences; `{}` when never saved. */
export async function readPreferences(ctx: ServiceContext, namespace: string): Promise<Preferences> {
  const stored = (await getCommercePreferences(ctx.db, ctx.websiteId, namespace)) as Preferences | undefined;
  return withoutWebsiteId(stored ?? {});
}

/**
 * Merges `changes` over the stored preferences (top-level keys) and writes only when a value
 * differs, so repeating a save writes nothing. Answers the merged preferences; with `current`, the
 * save is made only while the stored preferences pass it (an `If-Match` check), else it answers
 * the stored ones as `latest` and writes nothing.
 */
export async function mergePreferences(
  ctx: ServiceContext,
  namespace: string,
  changes: Preferences,
  current: (stored: Preferences) => boolean = () => true,
): Promise<{ merged: Preferences } | { latest: Preferences }> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const stored = (await getCommercePreferences(trx, ctx.websiteId, namespace)) as Preferences | undefined;
    const now = withoutWebsiteId(stored ?? {});
    if (!current(now)) return { latest: now };
    const next = { ...now, ...withoutWebsiteId(changes) };
    const differs = stored === undefined || !isDeepStrictEqual(now, next);
    if (differs) await putCommercePreferences(trx, ctx.websiteId, namespace, next);
    return { merged: next, changed: differs };
  });
  if ('latest' in outcome) return outcome;
  if (outcome.changed) siteChanged(ctx.websiteId, 'commerce-preferences');
  return { merged: outcome.merged };
}
