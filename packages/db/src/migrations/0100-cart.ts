import { sql, type Kysely, type Migration } from 'kysely';
import { CART_KINDS, MAX_CART_ENTRY_QUANTITY } from '../schema/cart.js';
import { tableKit, type TableKit } from './table.js';

/**
 * Shopping carts and their entries, plus the per-website key that derives cart tokens.
 * The partial unique indexes are what make concurrent requests safe: one open cart per cart
 * token, per young-cart crumb and per site user, and one mergeable line per variant.
 */
export const cartMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await createCarts(k);
    // Lets entries point at variants by (website_id, id), like every other child row.
    await k.index('product_variants', ['website_id', 'id'], { unique: true });
    await createEntries(k);
    await k.create('cart_keys', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('secret', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};

async function createCarts(k: TableKit): Promise<void> {
  await k.create('carts', (b) => {
    const t = b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('token_hash', k.t('text'))
      .addColumn('origin_hash', k.t('text'))
      .addColumn('site_user_id', k.t('id'))
      .addColumn('kind', k.t('text'), (c) => c.notNull().defaultTo('cart'))
      .addColumn('is_purchased', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('order_id', k.t('id'))
      .addColumn('selected_shipping_option', k.t('json'))
      .addColumn('shipping_location', k.t('json'))
      .addColumn('coupons', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('carts_site_id_uq', ['website_id', 'id'])
      // A cart always has an owner: a cookie token or a signed-in site user.
      .addCheckConstraint('carts_owner', sql`token_hash is not null or site_user_id is not null`);
    return k.flagCheck(k.oneOf(t, 'carts', 'kind', CART_KINDS), 'carts', 'is_purchased');
  });
  await k.index('carts', ['website_id', 'token_hash'], { unique: true, where: 'token_hash is not null' });
  await k.index('carts', ['website_id', 'origin_hash'], { unique: true, where: 'origin_hash is not null' });
  await k.index('carts', ['website_id', 'site_user_id'], {
    unique: true,
    where: "site_user_id is not null and is_purchased = 0 and kind = 'cart'",
  });
}

async function createEntries(k: TableKit): Promise<void> {
  await k.create('cart_entries', (b) => {
    const t = b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('cart_id', k.t('id'), (c) => c.notNull())
      .addColumn('item_id', k.t('id'), (c) => c.notNull())
      .addColumn('variant_id', k.t('id'), (c) => c.notNull())
      .addColumn('sku', k.t('text'), (c) => c.notNull())
      .addColumn('quantity', k.t('integer'), (c) => c.notNull())
      .addColumn('unit_price', k.t('bigint'), (c) => c.notNull())
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('additional_fields', k.t('json'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addForeignKeyConstraint(
        'cart_entries_cart_fk',
        ['website_id', 'cart_id'],
        'carts',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'cart_entries_product_fk',
        ['website_id', 'item_id'],
        'products',
        ['website_id', 'item_id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'cart_entries_variant_fk',
        ['website_id', 'variant_id'],
        'product_variants',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addCheckConstraint(
        'cart_entries_quantity_range',
        sql`quantity > 0 and quantity <= ${sql.raw(String(MAX_CART_ENTRY_QUANTITY))}`,
      )
      .addCheckConstraint('cart_entries_currency_code', sql`length(currency) = 3`);
    return k.nonNegative(t, 'cart_entries', 'unit_price');
  });
  await k.index('cart_entries', ['cart_id', 'created_at']);
  // One line per variant without additional fields, so merging can never split into two lines.
  await k.index('cart_entries', ['cart_id', 'variant_id'], {
    unique: true,
    where: 'additional_fields is null',
  });
}
