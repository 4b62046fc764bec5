import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The lock screen's earlier states, so the studio can undo and redo a lock change without ever
 * seeing a password: each change keeps the state it replaced (the argon2id hash, or null for an
 * open site) under an opaque id. `seq` orders one website's rows (timestamps can tie); few rows
 * are kept per website and none for long (`site-locks.ts`).
 */
export const siteLockRevisionsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_lock_revisions', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('seq', k.t('integer'), (c) => c.notNull())
        .addColumn('password_hash', k.t('text'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.index('site_lock_revisions', ['website_id', 'seq'], { unique: true });
  },
};
