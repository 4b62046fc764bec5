import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Mailing lists and their subscribers; one address at most once per list. */
export const mailingListsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('mailing_lists', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('name', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addUniqueConstraint('mailing_lists_site_id_uq', ['website_id', 'id'])
        .addUniqueConstraint('mailing_lists_name_uq', ['website_id', 'name']),
    );
    await k.create('mailing_list_subscribers', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('list_id', k.t('id'), (c) => c.notNull())
        .addColumn('email', k.t('text'), (c) => c.notNull())
        .addColumn('name', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('fields', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('source_form_id', k.t('id'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addUniqueConstraint('mailing_list_subscribers_email_uq', ['website_id', 'list_id', 'email'])
        .addForeignKeyConstraint(
          'mailing_list_subscribers_list_fk',
          ['website_id', 'list_id'],
          'mailing_lists',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('mailing_list_subscribers', ['website_id', 'list_id', 'created_at']);
  },
};
