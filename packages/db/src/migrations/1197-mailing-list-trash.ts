import { type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Deleting a mailing list moves it to the trash, so the studio can undo it: `deleted_at` marks a
 * trashed list (kept with its subscribers, hidden everywhere, purged after 30 days) and
 * `trashed_form_ids` the forms that fed it, which restoring links to it again.
 */
export const mailingListTrashMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('mailing_lists').addColumn('deleted_at', k.t('timestamp')).execute();
    await db.schema
      .alterTable('mailing_lists')
      .addColumn('trashed_form_ids', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};
