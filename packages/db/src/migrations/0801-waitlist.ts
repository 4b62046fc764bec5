import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The waitlist gets its one name: `restock_sign_ups` (0452) is copied into `waitlist_sign_ups`, whose
 * constraints and indexes carry the new name, and gains what fair allocation needs: when a sign-up
 * was notified (never twice) and until when the unit it was told about is held for it.
 */
export const waitlistMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('waitlist_sign_ups', (b) =>
      k.flagCheck(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('product_id', k.t('id'), (c) => c.notNull())
          .addColumn('variant_id', k.t('id'), (c) => c.notNull().defaultTo(''))
          .addColumn('email', k.t('text'), (c) => c.notNull())
          .addColumn('join_mailing_list', k.t('flag'), (c) => c.notNull().defaultTo(0))
          .addColumn('language', k.t('text'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('notified_at', k.t('timestamp'))
          .addColumn('hold_ends_at', k.t('timestamp'))
          .addForeignKeyConstraint(
            'waitlist_sign_ups_product_fk',
            ['website_id', 'product_id'],
            'products',
            ['website_id', 'item_id'],
            (c) => c.onDelete('cascade'),
          ),
        'waitlist_sign_ups',
        'join_mailing_list',
      ),
    );
    const columns = [
      'id',
      'website_id',
      'product_id',
      'variant_id',
      'email',
      'join_mailing_list',
      'language',
      'created_at',
    ];
    await db
      .insertInto('waitlist_sign_ups')
      .columns(columns)
      .expression(db.selectFrom('restock_sign_ups').select(columns))
      .execute();
    await db.schema.dropTable('restock_sign_ups').execute();
    await k.index('waitlist_sign_ups', ['website_id', 'product_id', 'variant_id', 'email'], { unique: true });
    await k.index('waitlist_sign_ups', ['website_id', 'product_id', 'variant_id', 'created_at']);
  },
};
