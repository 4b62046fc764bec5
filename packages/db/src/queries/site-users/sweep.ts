import type { Executor } from '../executor.js';

/**
 * Deletes what no check reads any more: sessions past their end (or idle browser sessions),
 * expired links, and failed sign-ins older than the lockout window. Returns the rows deleted.
 */
export async function sweepSiteUserRows(
  db: Executor,
  cutoffs: { now: number; idleBefore: number; failuresBefore: number },
): Promise<number> {
  const sessions = await db
    .deleteFrom('site_user_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', cutoffs.now),
        eb.and([eb('remember', '=', 0), eb('last_seen_at', '<', cutoffs.idleBefore)]),
      ]),
    )
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom('site_user_tokens')
    .where('expires_at', '<=', cutoffs.now)
    .executeTakeFirst();
  const changes = await db
    .deleteFrom('site_user_email_changes')
    .where('expires_at', '<=', cutoffs.now)
    .executeTakeFirst();
  const failures = await db
    .deleteFrom('site_user_sign_in_failures')
    .where('failed_at', '<', cutoffs.failuresBefore)
    .executeTakeFirst();
  return (
    Number(sessions.numDeletedRows) +
    Number(tokens.numDeletedRows) +
    Number(changes.numDeletedRows) +
    Number(failures.numDeletedRows)
  );
}
