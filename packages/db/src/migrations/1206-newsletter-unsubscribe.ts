import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Newsletter unsubscribe (issue 19, page type 300): a subscriber who follows the signed link in an
 * e-mail is kept with the time they left (`unsubscribed_at`), so the owner sees who left and when;
 * signing up again through a form clears it.
 */
export const newsletterUnsubscribeMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema
      .alterTable('mailing_list_subscribers')
      .addColumn('unsubscribed_at', k.t('timestamp'))
      .execute();
  },
};
