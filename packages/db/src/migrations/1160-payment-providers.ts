import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Payment providers per website (issue 15): which provider takes new payments, and each outside
 * provider's settings — public ones as JSON, secrets sealed with AES-256-GCM by the server (the
 * key never reaches the database) with a masked hint of each for the studio.
 */
export const paymentProvidersMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('payment_settings', (b) =>
      k.oneOf(
        b
          .addColumn('website_id', k.t('id'), (c) =>
            c.primaryKey().references('websites.id').onDelete('cascade'),
          )
          .addColumn('active_provider', k.t('text'), (c) => c.notNull())
          .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(1))
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
        'payment_settings',
        'active_provider',
        ['test', 'stripe', 'paypal'],
      ),
    );
    await k.create('payment_provider_configs', (b) =>
      k.oneOf(
        k.oneOf(
          b
            .addColumn('website_id', k.t('id'), (c) =>
              c.notNull().references('websites.id').onDelete('cascade'),
            )
            .addColumn('provider', k.t('text'), (c) => c.notNull())
            .addColumn('mode', k.t('text'), (c) => c.notNull())
            .addColumn('public_settings', k.t('json'), (c) => c.notNull())
            .addColumn('sealed_secrets', k.t('text'))
            .addColumn('secret_hints', k.t('json'), (c) => c.notNull())
            .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
            .addPrimaryKeyConstraint('payment_provider_configs_pk', ['website_id', 'provider']),
          'payment_provider_configs',
          'provider',
          ['stripe', 'paypal'],
        ),
        'payment_provider_configs',
        'mode',
        ['test', 'live'],
      ),
    );
  },
};
