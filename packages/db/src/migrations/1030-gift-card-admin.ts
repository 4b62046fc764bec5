import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Gift cards the owner manages: a card can be disabled (checkout then treats its code as unknown,
 * its balance stays for the record), and cards can be issued by hand with a note. A hand-issued
 * card has no order; `order_id` stays NOT NULL and holds '' for it, because loosening the column
 * in SQLite means rebuilding `gift_cards`, which its ledger references with ON DELETE CASCADE.
 */
export const giftCardAdminMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('gift_cards').addColumn('disabled_at', k.t('timestamp')).execute();
    await db.schema
      .alterTable('gift_cards')
      .addColumn('note', k.t('text'), (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('gift_cards').addColumn('issued_by', k.t('id')).execute();
    // The owner's list: newest first within a site.
    await k.index('gift_cards', ['website_id', 'created_at', 'id']);
  },
};
