import { sql, type Kysely, type Migration } from 'kysely';
import {
  AUTHORIZATION_STATES,
  GIFT_CARD_ENTRY_REASONS,
  SUBSCRIPTION_STATES,
  TEST_CARD_BEHAVIOURS,
} from '../schema/purchases.js';
import { siteColumns } from './0200-commerce-rules.js';
import { tableKit, type TableKit } from './table.js';

/**
 * What an order leaves behind: the test provider's authorisations and saved cards, gift cards
 * with their ledger, subscriptions and download rights. Balances and counters carry CHECKs, so
 * no race can take a gift card below zero or a download past its limit.
 */
export const purchasesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await createPayments(k);
    await createGiftCards(k);
    await createSubscriptions(k);
    await createDownloadGrants(k);
  },
};

async function createPayments(k: TableKit): Promise<void> {
  await k.create('test_payment_authorizations', (b) => {
    let t = siteColumns(k, b)
      .addColumn('order_id', k.t('id'), (c) => c.notNull())
      .addColumn('amount', k.t('bigint'), (c) => c.notNull())
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('brand', k.t('text'), (c) => c.notNull())
      .addColumn('last4', k.t('text'), (c) => c.notNull())
      .addColumn('state', k.t('text'), (c) => c.notNull())
      .addColumn('captured_amount', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('refunded_amount', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('payment_method_id', k.t('id'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addCheckConstraint('test_payment_authorizations_capture', sql`captured_amount <= amount`)
      .addCheckConstraint('test_payment_authorizations_refund', sql`refunded_amount <= captured_amount`);
    for (const column of ['amount', 'captured_amount', 'refunded_amount'])
      t = k.nonNegative(t, 'test_payment_authorizations', column);
    return k.oneOf(t, 'test_payment_authorizations', 'state', AUTHORIZATION_STATES);
  });
  await k.index('test_payment_authorizations', ['website_id', 'order_id']);
  await k.create('payment_methods', (b) =>
    k.oneOf(
      siteColumns(k, b)
        .addColumn('provider', k.t('text'), (c) => c.notNull())
        .addColumn('brand', k.t('text'), (c) => c.notNull())
        .addColumn('last4', k.t('text'), (c) => c.notNull())
        .addColumn('behaviour', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
      'payment_methods',
      'behaviour',
      TEST_CARD_BEHAVIOURS,
    ),
  );
}

async function createGiftCards(k: TableKit): Promise<void> {
  await k.create('gift_cards', (b) => {
    let t = siteColumns(k, b)
      .addColumn('code_hash', k.t('text'), (c) => c.notNull().unique())
      .addColumn('code_last4', k.t('text'), (c) => c.notNull())
      .addColumn('initial_cents', k.t('bigint'), (c) => c.notNull())
      .addColumn('balance_cents', k.t('bigint'), (c) => c.notNull())
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('order_id', k.t('id'), (c) => c.notNull())
      .addColumn('recipient_email', k.t('text'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('gift_cards_site_id_uq', ['website_id', 'id'])
      .addCheckConstraint('gift_cards_balance_bound', sql`balance_cents <= initial_cents`);
    for (const column of ['initial_cents', 'balance_cents']) t = k.nonNegative(t, 'gift_cards', column);
    return t;
  });
  await k.index('gift_cards', ['website_id', 'order_id']);
  await k.create('gift_card_ledger', (b) =>
    k.oneOf(
      siteColumns(k, b)
        .addColumn('gift_card_id', k.t('id'), (c) => c.notNull())
        .addColumn('order_id', k.t('id'))
        .addColumn('delta', k.t('bigint'), (c) => c.notNull())
        .addColumn('reason', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'gift_card_ledger_card_fk',
          ['website_id', 'gift_card_id'],
          'gift_cards',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
      'gift_card_ledger',
      'reason',
      GIFT_CARD_ENTRY_REASONS,
    ),
  );
  await k.index('gift_card_ledger', ['gift_card_id']);
}

async function createSubscriptions(k: TableKit): Promise<void> {
  await k.create('subscriptions', (b) => {
    let t = siteColumns(k, b)
      .addColumn('state', k.t('text'), (c) => c.notNull().defaultTo('active'))
      .addColumn('item_id', k.t('id'), (c) => c.notNull())
      .addColumn('variant_id', k.t('id'), (c) => c.notNull())
      .addColumn('sku', k.t('text'), (c) => c.notNull())
      .addColumn('product_name', k.t('text'), (c) => c.notNull())
      .addColumn('product_type', k.t('integer'), (c) => c.notNull())
      .addColumn('quantity', k.t('integer'), (c) => c.notNull())
      .addColumn('unit_price', k.t('bigint'), (c) => c.notNull())
      .addColumn('currency', k.t('text'), (c) => c.notNull())
      .addColumn('billing_value', k.t('integer'), (c) => c.notNull())
      .addColumn('billing_unit', k.t('text'), (c) => c.notNull())
      .addColumn('num_billing_cycles', k.t('integer'), (c) => c.notNull())
      .addColumn('cycles_billed', k.t('integer'), (c) => c.notNull())
      .addColumn('next_billing_at', k.t('timestamp'))
      .addColumn('email', k.t('text'), (c) => c.notNull())
      .addColumn('shipping_address', k.t('json'))
      .addColumn('location', k.t('json'))
      .addColumn('renewal_amounts', k.t('json'), (c) => c.notNull())
      .addColumn('payment_method_id', k.t('id'))
      .addColumn('first_order_id', k.t('id'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('cancelled_at', k.t('timestamp'))
      .addUniqueConstraint('subscriptions_site_id_uq', ['website_id', 'id'])
      .addCheckConstraint('subscriptions_billing_value', sql`billing_value > 0`)
      .addCheckConstraint(
        'subscriptions_cycles',
        sql`num_billing_cycles = 0 or cycles_billed <= num_billing_cycles`,
      );
    for (const column of ['num_billing_cycles', 'cycles_billed', 'unit_price'])
      t = k.nonNegative(t, 'subscriptions', column);
    t = k.oneOf(t, 'subscriptions', 'billing_unit', ['WEEK', 'MONTH', 'YEAR']);
    return k.oneOf(t, 'subscriptions', 'state', SUBSCRIPTION_STATES);
  });
  await k.index('subscriptions', ['website_id', 'first_order_id']);
}

async function createDownloadGrants(k: TableKit): Promise<void> {
  await k.create('download_grants', (b) =>
    siteColumns(k, b)
      .addColumn('order_id', k.t('id'), (c) => c.notNull())
      .addColumn('order_item_id', k.t('id'), (c) => c.notNull())
      .addColumn('item_id', k.t('id'), (c) => c.notNull())
      .addColumn('max_downloads', k.t('integer'), (c) => c.notNull())
      .addColumn('downloads_used', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addForeignKeyConstraint(
        'download_grants_order_fk',
        ['website_id', 'order_id'],
        'orders',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addCheckConstraint(
        'download_grants_limit',
        sql`downloads_used >= 0 and downloads_used <= max_downloads`,
      ),
  );
  await k.index('download_grants', ['website_id', 'order_id']);
}
