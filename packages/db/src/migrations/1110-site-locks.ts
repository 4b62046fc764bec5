import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The site-wide lock screen: while a website has a row here, visitors see the theme's lock screen
 * until they enter the password. Only its argon2id hash is stored, apart from the website row
 * (which is cached and passed around), so the hash never reaches a template or an API answer.
 */
export const siteLocksMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_locks', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('password_hash', k.t('text'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};
