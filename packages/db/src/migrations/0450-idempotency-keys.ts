import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Stored answers of owner API requests sent with an Idempotency-Key (safe retries of creates). */
export const idempotencyKeysMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('idempotency_keys', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('key', k.t('text'), (c) => c.notNull())
        .addColumn('request_hash', k.t('text'), (c) => c.notNull())
        .addColumn('status_code', k.t('integer'), (c) => c.notNull())
        .addColumn('response', k.t('json'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['website_id', 'key']),
    );
    await k.index('idempotency_keys', ['created_at']);
  },
};
