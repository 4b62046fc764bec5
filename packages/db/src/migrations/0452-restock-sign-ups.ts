import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Back-in-stock sign-ups: one per website, product, variant ('' for any) and address. */
export const restockSignUpsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('restock_sign_ups', (b) =>
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
          .addForeignKeyConstraint(
            'restock_sign_ups_product_fk',
            ['website_id', 'product_id'],
            'products',
            ['website_id', 'item_id'],
            (c) => c.onDelete('cascade'),
          ),
        'restock_sign_ups',
        'join_mailing_list',
      ),
    );
    await k.index('restock_sign_ups', ['website_id', 'product_id', 'variant_id', 'email'], { unique: true });
  },
};
