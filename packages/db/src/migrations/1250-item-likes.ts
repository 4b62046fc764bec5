import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Simple likes (`simpleLikingEnabled`): one row per website, item and visitor, so a repeat is harmless. */
export const itemLikesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('item_likes', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('item_id', k.t('id'), (c) => c.notNull())
        .addColumn('visitor_key', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('item_likes_pk', ['website_id', 'item_id', 'visitor_key'])
        .addForeignKeyConstraint(
          'item_likes_item_fk',
          ['website_id', 'item_id'],
          'items',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
  },
};
