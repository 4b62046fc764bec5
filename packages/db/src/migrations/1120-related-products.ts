import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The products an owner picks as related to a product, in the order the product page shows them.
 * Deleting either product removes the pairing.
 */
export const relatedProductsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('product_related', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull())
        .addColumn('product_id', k.t('id'), (c) => c.notNull())
        .addColumn('related_id', k.t('id'), (c) => c.notNull())
        .addColumn('position', k.t('integer'), (c) => c.notNull())
        .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_id'])
        .addForeignKeyConstraint(
          'product_related_product_fk',
          ['website_id', 'product_id'],
          'products',
          ['website_id', 'item_id'],
          (c) => c.onDelete('cascade'),
        )
        .addForeignKeyConstraint(
          'product_related_related_fk',
          ['website_id', 'related_id'],
          'products',
          ['website_id', 'item_id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('product_related', ['related_id']);
  },
};
