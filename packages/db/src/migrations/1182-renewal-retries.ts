import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Failed renewals retried (issue 15): while a past-due subscription waits for its next automatic
 * retry, `next_retry_at` holds when it runs, so the owner and the buyer see the date; null when no
 * retry is due (active, or past due after the last retry failed).
 */
export const renewalRetriesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('subscriptions').addColumn('next_retry_at', k.t('timestamp')).execute();
  },
};
