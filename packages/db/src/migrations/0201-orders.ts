import { sql, type Kysely, type Migration } from 'kysely';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_STATES, STOCK_MOVEMENT_REASONS } from '../schema/orders.js';
import { siteColumns } from './0200-commerce-rules.js';
import { tableKit, type TableKit } from './table.js';

const ORDER_MONEY = [
  'subtotal',
  'discount_total',
  'shipping_total',
  'tax_total',
  'gift_card_total',
  'grand_total',
  'amount_charged',
  'refunded_total',
];

/**
 * Orders and what placing one touches: items, status-page tokens, order numbers, idempotency
 * records, the shopper's checkout details, the stock ledger and purchase events. Unique indexes
 * make a cart purchasable once and an order number usable once.
 */
export const ordersMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await createOrders(k);
    await createOrderItems(k);
    await createOrderSupport(k);
    await createCheckoutTables(k);
  },
};

async function createOrders(k: TableKit): Promise<void> {
  await k.create('orders', (b) => {
    let t = siteColumns(k, b)
      .addColumn('order_number', k.t('integer'), (c) => c.notNull())
      .addColumn('kind', k.t('text'), (c) => c.notNull().defaultTo('checkout'))
      .addColumn('purchased_cart_id', k.t('id'))
      .addColumn('subscription_id', k.t('id'))
      .addColumn('status', k.t('text'), (c) => c.notNull().defaultTo('pending'))
      .addColumn('test_mode', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('email', k.t('text'), (c) => c.notNull())
      .addColumn('shipping_address', k.t('json'))
      .addColumn('location', k.t('json'))
      .addColumn('shipping_option', k.t('json'))
      .addColumn('currency', k.t('text'), (c) => c.notNull());
    for (const column of ORDER_MONEY) t = t.addColumn(column, k.t('bigint'), (c) => c.notNull().defaultTo(0));
    t = t
      .addColumn('coupons', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('tax_lines', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('payment_state', k.t('text'), (c) => c.notNull().defaultTo('none'))
      .addColumn('payment_provider', k.t('text'))
      .addColumn('payment_reference', k.t('text'))
      .addColumn('card_brand', k.t('text'))
      .addColumn('card_last4', k.t('text'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('fulfilled_at', k.t('timestamp'))
      .addUniqueConstraint('orders_site_id_uq', ['website_id', 'id'])
      .addUniqueConstraint('orders_number_uq', ['website_id', 'order_number'])
      .addCheckConstraint('orders_currency_code', sql`length(currency) = 3`)
      .addCheckConstraint('orders_refund_bound', sql`refunded_total <= amount_charged`)
      .addCheckConstraint('orders_card_last4', sql`card_last4 is null or length(card_last4) = 4`);
    for (const column of ORDER_MONEY) t = k.nonNegative(t, 'orders', column);
    t = k.oneOf(k.oneOf(t, 'orders', 'status', ORDER_STATUSES), 'orders', 'kind', ORDER_KINDS);
    return k.flagCheck(k.oneOf(t, 'orders', 'payment_state', PAYMENT_STATES), 'orders', 'test_mode');
  });
  // A cart is bought at most once, whatever races happen.
  await k.index('orders', ['website_id', 'purchased_cart_id'], {
    unique: true,
    where: 'purchased_cart_id is not null',
  });
  await k.index('orders', ['website_id', 'created_at']);
  await k.index('orders', ['website_id', 'status', 'created_at']);
}

async function createOrderItems(k: TableKit): Promise<void> {
  await k.create('order_items', (b) => {
    let t = siteColumns(k, b)
      .addColumn('order_id', k.t('id'), (c) => c.notNull())
      .addColumn('item_id', k.t('id'), (c) => c.notNull())
      .addColumn('variant_id', k.t('id'), (c) => c.notNull())
      .addColumn('sku', k.t('text'), (c) => c.notNull())
      .addColumn('product_name', k.t('text'), (c) => c.notNull())
      .addColumn('product_type', k.t('integer'), (c) => c.notNull())
      .addColumn('quantity', k.t('integer'), (c) => c.notNull())
      .addColumn('unit_price', k.t('bigint'), (c) => c.notNull())
      .addColumn('line_total', k.t('bigint'), (c) => c.notNull())
      .addColumn('attributes', k.t('json'), (c) => c.notNull().defaultTo('{}'))
      .addColumn('additional_fields', k.t('json'))
      .addColumn('restocked', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('position', k.t('integer'), (c) => c.notNull())
      .addUniqueConstraint('order_items_site_id_uq', ['website_id', 'id'])
      .addForeignKeyConstraint(
        'order_items_order_fk',
        ['website_id', 'order_id'],
        'orders',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addCheckConstraint('order_items_quantity', sql`quantity > 0`)
      .addCheckConstraint('order_items_restocked', sql`restocked <= quantity`);
    for (const column of ['unit_price', 'line_total', 'restocked'])
      t = k.nonNegative(t, 'order_items', column);
    return t;
  });
  await k.index('order_items', ['order_id', 'position']);
}

async function createOrderSupport(k: TableKit): Promise<void> {
  await k.create('order_access_tokens', (b) =>
    b
      .addColumn('token_hash', k.t('text'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('order_id', k.t('id'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addForeignKeyConstraint(
        'order_access_tokens_order_fk',
        ['website_id', 'order_id'],
        'orders',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await k.create('order_counters', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
      .addColumn('last_number', k.t('integer'), (c) => c.notNull()),
  );
  await k.create('stock_movements', (b) =>
    k.oneOf(
      siteColumns(k, b)
        .addColumn('variant_id', k.t('id'), (c) => c.notNull())
        .addColumn('delta', k.t('integer'), (c) => c.notNull())
        .addColumn('reason', k.t('text'), (c) => c.notNull())
        .addColumn('order_id', k.t('id'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
      'stock_movements',
      'reason',
      STOCK_MOVEMENT_REASONS,
    ),
  );
  await k.index('stock_movements', ['website_id', 'variant_id']);
  await k.create('purchase_events', (b) =>
    k.nonNegative(
      siteColumns(k, b)
        .addColumn('order_id', k.t('id'), (c) => c.notNull())
        .addColumn('value', k.t('double'), (c) => c.notNull())
        .addColumn('value_cents', k.t('bigint'), (c) => c.notNull())
        .addColumn('currency', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
      'purchase_events',
      'value_cents',
    ),
  );
  await k.index('purchase_events', ['website_id', 'created_at']);
  await k.create('commerce_secrets', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
      .addColumn('secret', k.t('text'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
  );
}

async function createCheckoutTables(k: TableKit): Promise<void> {
  await k.create('checkout_requests', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('key', k.t('text'), (c) => c.notNull())
      .addColumn('request_hash', k.t('text'), (c) => c.notNull())
      .addColumn('order_id', k.t('id'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addPrimaryKeyConstraint('checkout_requests_pk', ['website_id', 'key']),
  );
  await k.index('checkout_requests', ['created_at']);
  await k.create('checkout_details', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('cart_id', k.t('id'), (c) => c.notNull())
      .addColumn('email', k.t('text'))
      .addColumn('shipping_address', k.t('json'))
      .addColumn('gift_card_ids', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addPrimaryKeyConstraint('checkout_details_pk', ['website_id', 'cart_id'])
      .addForeignKeyConstraint(
        'checkout_details_cart_fk',
        ['website_id', 'cart_id'],
        'carts',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
}
