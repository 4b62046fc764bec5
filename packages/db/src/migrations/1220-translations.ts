import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Translations of what visitors read (issue 18): one row per website, entity kind, entity id,
 * field and language. The default language's text stays on the entity itself; a missing row
 * falls back to it.
 */
export const translationsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('translations', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('entity_kind', k.t('text'), (c) => c.notNull())
        .addColumn('entity_id', k.t('text'), (c) => c.notNull())
        .addColumn('field', k.t('text'), (c) => c.notNull())
        .addColumn('language', k.t('text'), (c) => c.notNull())
        .addColumn('value', k.t('text'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('translations_pk', [
          'website_id',
          'language',
          'entity_kind',
          'entity_id',
          'field',
        ]),
    );
  },
};
