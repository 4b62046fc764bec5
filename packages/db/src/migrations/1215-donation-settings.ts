import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Donations (issue 19, page types 203 and 204, block DONATION): one set-up per website. The
 * owner's choices are one JSON document (the server validates them); `version` counts saves, for
 * the owner's guarded save. No row: donations are off. The two products are the store lines a
 * donation becomes at checkout (one-off, and monthly through the subscriptions machinery), made on
 * the first donation in a hidden store collection; they stay purchasable there (cart queries).
 */
export const donationSettingsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('donation_settings', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('settings', k.t('text'), (c) => c.notNull())
        .addColumn('version', k.t('integer'), (c) => c.notNull())
        .addColumn('one_off_item_id', k.t('id'), (c) => c.references('items.id').onDelete('set null'))
        .addColumn('monthly_item_id', k.t('id'), (c) => c.references('items.id').onDelete('set null'))
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};
