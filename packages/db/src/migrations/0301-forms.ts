import { sql, type Kysely, type Migration } from 'kysely';
import { CONTENT_SOURCES, FORM_KINDS } from '../schema/forms.js';
import { tableKit, type TableKit } from './table.js';

/** Forms, their submissions, single-use submission keys and the no-JavaScript result flashes. */
export const formsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await createForms(k);
    await k.create('form_submissions', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('form_id', k.t('id'), (c) => c.notNull())
          .addColumn('answers', k.t('json'), (c) => c.notNull())
          .addColumn('page_title', k.t('text'), (c) => c.notNull().defaultTo(''))
          .addColumn('page_id', k.t('text'))
          .addColumn('content_source', k.t('text'))
          .addColumn('page_path', k.t('text'), (c) => c.notNull().defaultTo(''))
          .addColumn('page_permission_type_value', k.t('integer'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addForeignKeyConstraint(
            'form_submissions_form_fk',
            ['website_id', 'form_id'],
            'forms',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
        'form_submissions',
        'content_source',
        CONTENT_SOURCES,
      ),
    );
    await k.index('form_submissions', ['website_id', 'form_id', 'created_at']);
    await k.index('form_submissions', ['website_id', 'created_at']);
    await k.create('form_submission_keys', (b) =>
      b
        .addColumn('key_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('used_at', k.t('timestamp')),
    );
    await k.index('form_submission_keys', ['website_id', 'expires_at']);
    await k.create('form_flashes', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('form_id', k.t('id'), (c) => c.notNull())
        .addColumn('visitor_hash', k.t('text'), (c) => c.notNull())
        .addColumn('payload', k.t('json'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'form_flashes_form_fk',
          ['website_id', 'form_id'],
          'forms',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('form_flashes', ['website_id', 'expires_at']);
  },
};

async function createForms(k: TableKit): Promise<void> {
  await k.create('forms', (b) => {
    const t = b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('kind', k.t('text'), (c) => c.notNull().defaultTo('form'))
      .addColumn('name', k.t('text'), (c) => c.notNull())
      .addColumn('fields', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('submit_label', k.t('text'), (c) => c.notNull())
      .addColumn('submission_message', k.t('text'), (c) => c.notNull().defaultTo(''))
      .addColumn('submission_html', k.t('text'), (c) => c.notNull().defaultTo(''))
      .addColumn('success_redirect', k.t('text'))
      .addColumn('disclaimer_message', k.t('text'), (c) => c.notNull().defaultTo(''))
      .addColumn('captcha_enabled', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('captcha_theme', k.t('text'), (c) => c.notNull().defaultTo('light'))
      .addColumn('captcha_alignment', k.t('text'), (c) => c.notNull().defaultTo('left'))
      .addColumn('notify_emails', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('mailing_list_id', k.t('id'))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('forms_site_id_uq', ['website_id', 'id'])
      // A list in use cannot be deleted out from under its form (the list query detaches first).
      .addForeignKeyConstraint('forms_mailing_list_fk', ['website_id', 'mailing_list_id'], 'mailing_lists', [
        'website_id',
        'id',
      ])
      .addCheckConstraint('forms_name_length', sql`length(name) between 1 and 200`);
    return k.flagCheck(
      k.oneOf(
        k.oneOf(k.oneOf(t, 'forms', 'kind', FORM_KINDS), 'forms', 'captcha_theme', ['light', 'dark']),
        'forms',
        'captcha_alignment',
        ['left', 'center', 'right'],
      ),
      'forms',
      'captcha_enabled',
    );
  });
  await k.index('forms', ['website_id', 'kind']);
}
