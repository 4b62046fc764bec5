import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Payment providers' webhook events (issue 15): one row per (provider, event id), written in the
 * transaction that applies the event, so a repeated delivery finds its row and changes nothing.
 */
export const paymentEventsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('payment_events', (b) =>
      b
        .addColumn('provider', k.t('text'), (c) => c.notNull())
        .addColumn('event_id', k.t('text'), (c) => c.notNull())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('kind', k.t('text'), (c) => c.notNull())
        .addColumn('payment_id', k.t('text'))
        .addColumn('order_id', k.t('id'))
        .addColumn('outcome', k.t('text'), (c) => c.notNull())
        .addColumn('occurred_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('received_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id']),
    );
    await k.index('payment_events', ['website_id', 'payment_id']);
    // Webhooks find an order by its provider's payment reference.
    await k.index('orders', ['website_id', 'payment_reference']);
  },
};
