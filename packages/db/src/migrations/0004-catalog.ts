import { sql, type Kysely, type Migration } from 'kysely';
import { PRODUCT_TYPES } from '@tessera/core';
import { tableKit } from './table.js';

/** Products (extending store items), variants with money and stock, store categories. */
export const catalogMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('products', (b) => {
      const t = b
        .addColumn('item_id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('collection_id', k.t('id'), (c) => c.notNull())
        .addColumn('product_type', k.t('integer'), (c) => c.notNull())
        .addColumn('variant_option_ordering', k.t('json'), (c) => c.notNull().defaultTo('[]'))
        .addColumn('images', k.t('json'), (c) => c.notNull().defaultTo('[]'))
        .addColumn('subscription_plan', k.t('json'))
        .addColumn('additional_fields_form_id', k.t('text'))
        .addColumn('use_custom_add_button_text', k.t('flag'), (c) => c.notNull().defaultTo(0))
        .addColumn('custom_add_button_text', k.t('text'))
        .addColumn('merchandising', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addUniqueConstraint('products_site_id_uq', ['website_id', 'item_id'])
        .addForeignKeyConstraint(
          'products_item_fk',
          ['website_id', 'item_id'],
          'items',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        )
        .addForeignKeyConstraint(
          'products_collection_fk',
          ['website_id', 'collection_id'],
          'collections',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        );
      return k.flagCheck(
        k.oneOf(t, 'products', 'product_type', Object.values(PRODUCT_TYPES)),
        'products',
        'use_custom_add_button_text',
      );
    });
    await k.index('products', ['website_id', 'collection_id']);
    await createVariants(k);
    await createCategories(k);
  },
};

async function createVariants(k: ReturnType<typeof tableKit>): Promise<void> {
  await k.create('product_variants', (b) => {
    let t = b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('product_id', k.t('id'), (c) => c.notNull())
      .addColumn('sku', k.t('text'), (c) => c.notNull())
      .addColumn('attributes', k.t('json'), (c) => c.notNull().defaultTo('{}'))
      .addColumn('position', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('price', k.t('bigint'), (c) => c.notNull())
      .addColumn('sale_price', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('on_sale', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('unlimited', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('qty_in_stock', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('main_image_id', k.t('id'))
      .addUniqueConstraint('product_variants_sku_uq', ['website_id', 'sku'])
      .addForeignKeyConstraint(
        'product_variants_product_fk',
        ['website_id', 'product_id'],
        'products',
        ['website_id', 'item_id'],
        (c) => c.onDelete('cascade'),
      )
      .addCheckConstraint('product_variants_currency_code', sql`length(currency) = 3`);
    // Money is whole minor units and stock never goes below zero, whatever the caller does:
    // the column types reject fractions (STRICT integer / bigint) and these checks reject negatives.
    for (const column of ['price', 'sale_price', 'qty_in_stock'])
      t = k.nonNegative(t, 'product_variants', column);
    for (const column of ['on_sale', 'unlimited']) t = k.flagCheck(t, 'product_variants', column);
    return t;
  });
  await k.index('product_variants', ['product_id', 'position']);
}

async function createCategories(k: ReturnType<typeof tableKit>): Promise<void> {
  await k.create('categories', (b) =>
    k.oneOf(
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('collection_id', k.t('id'), (c) => c.notNull())
          .addColumn('parent_id', k.t('id'), (c) => c.references('categories.id').onDelete('cascade'))
          .addColumn('type', k.t('text'), (c) => c.notNull())
          .addColumn('display_name', k.t('text'), (c) => c.notNull())
          .addColumn('display_index', k.t('integer'), (c) => c.notNull().defaultTo(0))
          .addColumn('page_rendering', k.t('text'), (c) => c.notNull().defaultTo('LIST_VIEW'))
          .addColumn('url_slug', k.t('text'), (c) => c.notNull())
          .addUniqueConstraint('categories_site_id_uq', ['website_id', 'id'])
          .addForeignKeyConstraint(
            'categories_collection_fk',
            ['website_id', 'collection_id'],
            'collections',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
        'categories',
        'type',
        ['ROOT', 'CATEGORY'],
      ),
      'categories',
      'page_rendering',
      ['LIST_VIEW'],
    ),
  );
  // Exactly one ROOT category per store collection.
  await k.index('categories', ['collection_id'], { unique: true, where: "type = 'ROOT'" });
  await k.index('categories', ['website_id', 'collection_id', 'parent_id']);
  await k.create('product_categories', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('product_id', k.t('id'), (c) => c.notNull())
      .addColumn('category_id', k.t('id'), (c) => c.notNull())
      .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
      .addForeignKeyConstraint(
        'product_categories_product_fk',
        ['website_id', 'product_id'],
        'products',
        ['website_id', 'item_id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'product_categories_category_fk',
        ['website_id', 'category_id'],
        'categories',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await k.index('product_categories', ['category_id']);
}
