import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Pending e-mail changes of site users (issue 14): the new address waits here, behind a
 * single-use link mailed to it, and the account keeps its old address until the link is used.
 */
export const siteUserEmailChangesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_user_email_changes', (b) =>
      b
        .addColumn('token_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
        .addColumn('new_email', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('used_at', k.t('timestamp'))
        .addForeignKeyConstraint(
          'site_user_email_changes_user_fk',
          ['website_id', 'site_user_id'],
          'site_users',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('site_user_email_changes', ['website_id', 'site_user_id']);
  },
};
