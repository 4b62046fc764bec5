import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The addresses a site user keeps in the account (issue 14): added, edited, deleted, one of them
 * the default that checkout starts from. They go with the account.
 */
export const siteUserAddressesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_user_addresses', (b) => {
      const built = b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
        .addColumn('name', k.t('text'), (c) => c.notNull())
        .addColumn('line1', k.t('text'), (c) => c.notNull())
        .addColumn('line2', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('city', k.t('text'), (c) => c.notNull())
        .addColumn('region', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('postal_code', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('country', k.t('text'), (c) => c.notNull())
        .addColumn('phone', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', k.t('flag'), (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'site_user_addresses_user_fk',
          ['website_id', 'site_user_id'],
          'site_users',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        );
      return k.flagCheck(built, 'site_user_addresses', 'is_default');
    });
    await k.index('site_user_addresses', ['website_id', 'site_user_id']);
  },
};
