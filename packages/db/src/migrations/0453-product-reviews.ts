import { sql, type Kysely, type Migration } from 'kysely';
import { PRODUCT_REVIEW_STATUSES } from '../schema/product-reviews.js';
import { tableKit } from './table.js';

/** Product reviews: visitors' ratings and texts, shown once the owner publishes them. */
export const productReviewsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('product_reviews', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('item_id', k.t('id'), (c) => c.notNull())
          .addColumn('rating', k.t('integer'), (c) => c.notNull())
          .addColumn('title', k.t('text'), (c) => c.notNull().defaultTo(''))
          .addColumn('body', k.t('text'), (c) => c.notNull())
          .addColumn('author_name', k.t('text'), (c) => c.notNull())
          .addColumn('author_email', k.t('text'), (c) => c.notNull())
          .addColumn('status', k.t('text'), (c) => c.notNull().defaultTo('pending'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addCheckConstraint('product_reviews_rating_range', sql`rating between 1 and 5`)
          .addForeignKeyConstraint(
            'product_reviews_product_fk',
            ['website_id', 'item_id'],
            'products',
            ['website_id', 'item_id'],
            (c) => c.onDelete('cascade'),
          ),
        'product_reviews',
        'status',
        PRODUCT_REVIEW_STATUSES,
      ),
    );
    // The product page reads one product's published reviews; the owner lists by status.
    await k.index('product_reviews', ['website_id', 'item_id', 'status', 'created_at']);
    await k.index('product_reviews', ['website_id', 'status', 'created_at']);
  },
};
