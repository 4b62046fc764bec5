import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The outcome of a comment posted without JavaScript, waiting for the page it redirects to: read
 * once, by the browser whose crumb made the post (`visitor_hash`), before it expires.
 */
export const commentFlashesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('comment_flashes', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('item_id', k.t('id'), (c) => c.notNull())
        .addColumn('visitor_hash', k.t('text'), (c) => c.notNull())
        .addColumn('payload', k.t('json'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'comment_flashes_item_fk',
          ['website_id', 'item_id'],
          'items',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('comment_flashes', ['website_id', 'expires_at']);
  },
};
