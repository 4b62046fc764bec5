import { sql, type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * What a website tells search engines (issue 19): the owner's robots.txt rules (null for the
 * defaults) and URL mappings (the redirects from old addresses, as the owner wrote them).
 */
export const seoSettingsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('seo_settings', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('robots_rules', k.t('text'))
        .addColumn('url_mappings', k.t('text'), (c) => c.notNull().defaultTo(sql.lit('')))
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};
