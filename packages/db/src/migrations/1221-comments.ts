import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Visitors' comments on items, threaded by `parent_id`. The author's e-mail is kept for
 * moderation and reply notices only, never shown on a page.
 */
export const commentsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('comments', (b) => {
      let t = b
        .addColumn('id', k.t('id'), (c) => c.notNull())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('item_id', k.t('id'), (c) => c.notNull())
        .addColumn('parent_id', k.t('id'))
        .addColumn('depth', k.t('integer'), (c) => c.notNull().defaultTo(0))
        .addColumn('author_name', k.t('text'), (c) => c.notNull())
        .addColumn('author_email', k.t('text'), (c) => c.notNull())
        .addColumn('site_user_id', k.t('id'))
        .addColumn('body_html', k.t('text'), (c) => c.notNull())
        .addColumn('status', k.t('text'), (c) => c.notNull())
        .addColumn('notify_replies', k.t('flag'), (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('comments_pk', ['website_id', 'id'])
        .addForeignKeyConstraint(
          'comments_item_fk',
          ['website_id', 'item_id'],
          'items',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        );
      t = k.oneOf(t, 'comments', 'status', ['pending', 'approved', 'spam', 'deleted']);
      t = k.flagCheck(t, 'comments', 'notify_replies');
      return k.nonNegative(t, 'comments', 'depth');
    });
    await k.index('comments', ['website_id', 'item_id', 'status']);
    await k.index('comments', ['website_id', 'status', 'created_at']);
  },
};
