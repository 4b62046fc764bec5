import { sql, type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A product's own title for search engines and link previews (the page's <title> and og:title);
 * empty means the product's name is used, as before.
 */
export const productSeoTitleMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema
      .alterTable('products')
      .addColumn('seo_title', k.t('text'), (c) => c.notNull().defaultTo(sql.lit('')))
      .execute();
  },
};
