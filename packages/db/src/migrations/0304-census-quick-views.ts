import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Quick views of store products (storefront spec §7, POST /api/census/RecordQuickView/{id}). */
export const censusQuickViewsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('census_quick_views', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('product_id', k.t('id'), (c) => c.notNull())
        .addColumn('visitor_cookie', k.t('text'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'census_quick_views_product_fk',
          ['website_id', 'product_id'],
          'products',
          ['website_id', 'item_id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('census_quick_views', ['website_id', 'product_id', 'created_at']);
  },
};
