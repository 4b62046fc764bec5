import type { Kysely, Migration } from 'kysely';
import { CONTRIBUTOR_ROLE_CODES } from '@tessera/core';
import { tableKit } from './table.js';

/** Websites, their domains, owner accounts, contributors and server-side sessions. */
export const platformMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('websites', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('slug', k.t('text'), (c) => c.notNull().unique())
        .addColumn('title', k.t('text'), (c) => c.notNull())
        .addColumn('currency', k.t('text'), (c) => c.notNull().defaultTo('USD'))
        .addColumn('locale', k.t('text'), (c) => c.notNull().defaultTo('en-US'))
        .addColumn('time_zone', k.t('text'), (c) => c.notNull().defaultTo('America/New_York'))
        .addColumn('store_country', k.t('text'))
        .addColumn('settings', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.create('website_domains', (b) =>
      k.flagCheck(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('host', k.t('text'), (c) => c.notNull().unique())
          .addColumn('is_primary', k.t('flag'), (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
        'website_domains',
        'is_primary',
      ),
    );
    await k.index('website_domains', ['website_id']);
    await k.create('accounts', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('email', k.t('text'), (c) => c.notNull().unique())
        .addColumn('password_hash', k.t('text'), (c) => c.notNull())
        .addColumn('display_name', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.create('website_contributors', (b) =>
      k.oneOf(
        b
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('account_id', k.t('id'), (c) =>
            c.notNull().references('accounts.id').onDelete('cascade'),
          )
          .addColumn('role', k.t('integer'), (c) => c.notNull())
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addPrimaryKeyConstraint('website_contributors_pk', ['website_id', 'account_id']),
        'website_contributors',
        'role',
        CONTRIBUTOR_ROLE_CODES,
      ),
    );
    await k.index('website_contributors', ['account_id']);
    await k.create('sessions', (b) =>
      b
        .addColumn('id_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('account_id', k.t('id'), (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('csrf_token', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('last_seen_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.index('sessions', ['account_id']);
    await k.index('sessions', ['website_id']);
    await k.index('sessions', ['expires_at']);
  },
};
