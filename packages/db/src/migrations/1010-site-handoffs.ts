import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Handoffs: the studio's site switcher signs an owner in on another website's host with a
 * single-use, short-lived secret carried in the URL fragment. Only its SHA-256 is stored;
 * `used_at` makes it work once.
 */
export const siteHandoffsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_handoffs', (b) =>
      b
        .addColumn('token_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('account_id', k.t('id'), (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('used_at', k.t('timestamp')),
    );
    await k.index('site_handoffs', ['website_id']);
    await k.index('site_handoffs', ['expires_at']);
  },
};
