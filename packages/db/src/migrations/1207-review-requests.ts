import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Reviews request (issue 19, page type 209): a review written through the e-mailed link of an
 * order names that order (`order_id`, null for reviews posted on the product page); one review per
 * order and product, so the page shows a product as done and a repeated post adds nothing.
 */
export const reviewRequestsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('product_reviews').addColumn('order_id', k.t('id')).execute();
    await db.schema
      .createIndex('product_reviews_order_item_uq')
      .on('product_reviews')
      .columns(['website_id', 'order_id', 'item_id'])
      .unique()
      .execute();
  },
};
