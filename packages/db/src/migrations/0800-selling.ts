import { sql, type Kysely, type Migration } from 'kysely';
import { STOCK_MOVEMENT_REASONS } from '../schema/orders.js';
import { FULFILLMENT_STATES, ORDER_EVENT_KINDS } from '../schema/selling.js';
import { siteColumns } from './0200-commerce-rules.js';
import { tableKit, type TableKit } from './table.js';

/**
 * The owner's selling tools: a stock ledger that also records manual edits and imports (with the
 * stock after each change and the owner's note), versions on products and variants so a stale
 * save is refused, per-line fulfilment and refunds, order timelines, cancellation, paused
 * subscriptions, and customers kept from orders. Indexes let the order list page through 100,000
 * orders by number with any one filter.
 */
export const sellingMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await rebuildStockMovements(db, k);
    await addVersions(db);
    await addOrderColumns(db, k);
    await createOrderEvents(k);
    await createCustomers(db, k);
    // Paused renewals, and failed ones made visible to the owner (reason and time of the last).
    await db.schema.alterTable('subscriptions').addColumn('paused_at', k.t('timestamp')).execute();
    await db.schema
      .alterTable('subscriptions')
      .addColumn('failed_renewals', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('subscriptions').addColumn('last_failure_reason', k.t('text')).execute();
    await db.schema.alterTable('subscriptions').addColumn('last_failure_at', k.t('timestamp')).execute();
  },
};

/** CHECKs cannot be altered in SQLite, so the ledger is copied into a table with the new reasons. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildStockMovements(db: Kysely<any>, k: TableKit): Promise<void> {
  await k.create('stock_movements_0800', (b) =>
    k.oneOf(
      siteColumns(k, b)
        .addColumn('variant_id', k.t('id'), (c) => c.notNull())
        .addColumn('delta', k.t('integer'), (c) => c.notNull())
        .addColumn('reason', k.t('text'), (c) => c.notNull())
        .addColumn('order_id', k.t('id'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('qty_after', k.t('bigint'))
        .addColumn('note', k.t('text'))
        .addColumn('actor_id', k.t('id')),
      'stock_movements',
      'reason',
      STOCK_MOVEMENT_REASONS,
    ),
  );
  const columns = ['id', 'website_id', 'variant_id', 'delta', 'reason', 'order_id', 'created_at'];
  await db
    .insertInto('stock_movements_0800')
    .columns(columns)
    .expression(db.selectFrom('stock_movements').select(columns))
    .execute();
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.alterTable('stock_movements_0800').renameTo('stock_movements').execute();
  await k.index('stock_movements', ['website_id', 'variant_id', 'created_at']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addVersions(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'product_variants']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addOrderColumns(db: Kysely<any>, k: TableKit): Promise<void> {
  const states = sql.join(FULFILLMENT_STATES.map((s) => sql.lit(s)));
  await db.schema
    .alterTable('orders')
    .addColumn('fulfillment_state', k.t('text'), (c) =>
      c
        .notNull()
        .defaultTo('unfulfilled')
        .check(sql`fulfillment_state in (${states})`),
    )
    .execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', k.t('timestamp')).execute();
  for (const column of ['email_key', 'name_key']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, k.t('text'), (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db
    .updateTable('orders')
    .set({
      fulfillment_state: sql`case when status = 'fulfilled' then 'fulfilled' else 'unfulfilled' end`,
      email_key: sql`lower(email)`,
      name_key: sql`lower(coalesce(${k.dialect.jsonText('shipping_address', 'name')}, ''))`,
    })
    .execute();
  for (const column of ['fulfilled', 'refunded_quantity']) {
    await db.schema
      .alterTable('order_items')
      .addColumn(column, k.t('integer'), (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(column)} >= 0`),
      )
      .execute();
  }
  await db
    .updateTable('order_items')
    .set({ fulfilled: sql`quantity` })
    .where('order_id', 'in', db.selectFrom('orders').select('id').where('status', '=', 'fulfilled'))
    .execute();
  // Newest first by number, under any one filter; searches are index ranges on the keys.
  for (const column of ['status', 'payment_state', 'fulfillment_state', 'email_key', 'name_key']) {
    await k.index('orders', ['website_id', column, 'order_number']);
  }
}

async function createOrderEvents(k: TableKit): Promise<void> {
  await k.create('order_events', (b) =>
    k.oneOf(
      siteColumns(k, b)
        .addColumn('order_id', k.t('id'), (c) => c.notNull())
        .addColumn('kind', k.t('text'), (c) => c.notNull())
        .addColumn('data', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('actor_id', k.t('id'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'order_events_order_fk',
          ['website_id', 'order_id'],
          'orders',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
      'order_events',
      'kind',
      ORDER_EVENT_KINDS,
    ),
  );
  await k.index('order_events', ['website_id', 'order_id', 'created_at']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createCustomers(db: Kysely<any>, k: TableKit): Promise<void> {
  await k.create('customers', (b) => {
    let t = siteColumns(k, b)
      .addColumn('email_key', k.t('text'), (c) => c.notNull())
      .addColumn('email', k.t('text'), (c) => c.notNull())
      .addColumn('name', k.t('text'), (c) => c.notNull().defaultTo(''))
      .addColumn('order_count', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('total_spent', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('first_order_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('last_order_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('customers_email_uq', ['website_id', 'email_key']);
    for (const column of ['order_count', 'total_spent']) t = k.nonNegative(t, 'customers', column);
    return t;
  });
  await k.index('customers', ['website_id', 'last_order_at']);
  await db
    .insertInto('customers')
    .columns([
      'id',
      'website_id',
      'email_key',
      'email',
      'name',
      'order_count',
      'total_spent',
      'currency',
      'first_order_at',
      'last_order_at',
    ])
    .expression(
      db
        .selectFrom('orders')
        .select([
          sql`min(id)`.as('id'),
          'website_id',
          'email_key',
          sql`min(email)`.as('email'),
          sql`max(${k.dialect.jsonText('shipping_address', 'name')})`.as('name'),
          sql`count(*)`.as('order_count'),
          sql`sum(grand_total - refunded_total)`.as('total_spent'),
          sql`min(currency)`.as('currency'),
          sql`min(created_at)`.as('first_order_at'),
          sql`max(created_at)`.as('last_order_at'),
        ])
        .groupBy(['website_id', 'email_key']),
    )
    .execute();
}
