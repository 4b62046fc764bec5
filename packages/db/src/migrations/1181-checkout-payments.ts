import type { Kysely, Migration } from 'kysely';
import { CHECKOUT_PAYMENT_STATES } from '../schema/checkout-payments.js';
import { tableKit } from './table.js';

/**
 * A payment started at an outside provider for a checkout (issue 15): which cart, buyer and
 * Idempotency-Key it is for, so the provider's webhook can place the order when the browser never
 * came back, and the stock held for it until it is placed, released (failed, cancelled) or its
 * hold window ends. One row per provider payment; a payment places at most one order.
 */
export const checkoutPaymentsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('checkout_payments', (b) => {
      const t = b
        .addColumn('provider', k.t('text'), (c) => c.notNull())
        .addColumn('payment_id', k.t('text'), (c) => c.notNull())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('hold_id', k.t('id'), (c) => c.notNull())
        .addColumn('cart_id', k.t('id'), (c) => c.notNull())
        .addColumn('buyer_identity', k.t('text'), (c) => c.notNull())
        .addColumn('site_user_id', k.t('id'))
        .addColumn('idempotency_key', k.t('text'), (c) => c.notNull())
        .addColumn('amount', k.t('bigint'), (c) => c.notNull())
        .addColumn('currency', k.t('text'), (c) => c.notNull())
        .addColumn('held_stock', k.t('json'), (c) => c.notNull())
        .addColumn('state', k.t('text'), (c) => c.notNull())
        .addColumn('order_id', k.t('id'))
        .addColumn('hold_expires_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('checkout_payments_pk', ['provider', 'payment_id']);
      return k.oneOf(t, 'checkout_payments', 'state', CHECKOUT_PAYMENT_STATES);
    });
    await k.index('checkout_payments', ['website_id', 'cart_id']);
    await k.index('checkout_payments', ['state', 'hold_expires_at']);
  },
};
