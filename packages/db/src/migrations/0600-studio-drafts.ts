import { sql, type Kysely, type Migration } from 'kysely';
import { PUBLISH_STATES } from '../schema/content.js';
import { tableKit } from './table.js';

/**
 * The studio's drafts and publishing:
 * - a page layout keeps the owner's unpublished blocks beside the published ones (`draft_blocks`,
 *   null when there are no unpublished changes) and a `version` every save and publish increments,
 *   so a save based on an older version is refused instead of overwriting someone else's work;
 * - pages get the items' publish states (published, scheduled, needs review, draft, private) and
 *   a publish time for scheduled ones;
 * - items get a version for the same conflict check;
 * - each website gets the secret its signed preview links are signed with.
 */
export const studioDraftsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('page_layouts').addColumn('draft_blocks', k.t('json')).execute();
    await db.schema
      .alterTable('page_layouts')
      .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('page_layouts').addColumn('draft_updated_at', k.t('timestamp')).execute();
    await db.schema.alterTable('page_layouts').addColumn('published_at', k.t('timestamp')).execute();
    const states = sql.join(PUBLISH_STATES.map((s) => sql.lit(s)));
    await db.schema
      .alterTable('collections')
      .addColumn('publish_state', k.t('text'), (c) =>
        c
          .notNull()
          .defaultTo('published')
          .check(sql`publish_state in (${states})`),
      )
      .execute();
    await db.schema.alterTable('collections').addColumn('publish_on', k.t('timestamp')).execute();
    await db.schema
      .alterTable('items')
      .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .execute();
    // Its own table, so no query that reads a website row can ever carry the secret along.
    await k.create('preview_secrets', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('secret', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};
