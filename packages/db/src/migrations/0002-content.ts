import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { COLLECTION_VIEWS, FOLDER_BEHAVIORS, PAGE_PERMISSIONS, PUBLISH_STATES } from '../schema/content.js';
import { tableKit } from './table.js';

/** Collections (pages, folders, stores), items, page layouts with their blocks, navigation. */
export const contentMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    const site = (c: ColumnDefinitionBuilder) => c.notNull().references('websites.id').onDelete('cascade');
    await k.create('collections', (b) => {
      let t = b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), site)
        .addColumn('type', k.t('integer'), (c) => c.notNull())
        .addColumn('url_id', k.t('text'), (c) => c.notNull())
        .addColumn('title', k.t('text'), (c) => c.notNull())
        .addColumn('navigation_title', k.t('text'), (c) => c.notNull())
        .addColumn('description', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('parent_id', k.t('id'))
        .addColumn('is_folder', k.t('flag'), (c) => c.notNull().defaultTo(0))
        .addColumn('folder_behavior', k.t('integer'))
        .addColumn('view', k.t('text'), (c) => c.notNull().defaultTo('list'))
        .addColumn('ordering', k.t('text'), (c) => c.notNull().defaultTo('user'))
        .addColumn('display_index', k.t('integer'), (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', k.t('flag'), (c) => c.notNull().defaultTo(1))
        .addColumn('page_permission', k.t('text'), (c) => c.notNull().defaultTo('public'))
        .addColumn('password_hash', k.t('text'))
        .addColumn('settings', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addUniqueConstraint('collections_site_id_uq', ['website_id', 'id'])
        .addUniqueConstraint('collections_site_url_uq', ['website_id', 'url_id'])
        .addForeignKeyConstraint('collections_parent_fk', ['website_id', 'parent_id'], 'collections', [
          'website_id',
          'id',
        ]);
      t = k.flagCheck(k.flagCheck(t, 'collections', 'is_folder'), 'collections', 'enabled');
      t = k.oneOf(t, 'collections', 'folder_behavior', Object.values(FOLDER_BEHAVIORS));
      t = k.oneOf(t, 'collections', 'view', COLLECTION_VIEWS);
      t = k.oneOf(t, 'collections', 'ordering', ['user', 'chronological']);
      return k.oneOf(t, 'collections', 'page_permission', PAGE_PERMISSIONS);
    });
    await k.index('collections', ['website_id', 'parent_id', 'display_index']);
    await k.create('items', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), site)
          .addColumn('collection_id', k.t('id'), (c) => c.notNull())
          .addColumn('record_type', k.t('integer'), (c) => c.notNull())
          .addColumn('title', k.t('text'), (c) => c.notNull())
          .addColumn('url_id', k.t('text'), (c) => c.notNull())
          .addColumn('body', k.t('json'), (c) => c.notNull().defaultTo('null'))
          .addColumn('excerpt', k.t('text'), (c) => c.notNull().defaultTo(''))
          .addColumn('location', k.t('json'))
          .addColumn('start_date', k.t('timestamp'))
          .addColumn('end_date', k.t('timestamp'))
          .addColumn('tags', k.t('json'), (c) => c.notNull().defaultTo('[]'))
          .addColumn('categories', k.t('json'), (c) => c.notNull().defaultTo('[]'))
          .addColumn('comment_state', k.t('integer'), (c) => c.notNull().defaultTo(0))
          .addColumn('publish_state', k.t('text'), (c) => c.notNull().defaultTo('draft'))
          .addColumn('publish_on', k.t('timestamp'))
          .addColumn('author_id', k.t('id'), (c) => c.references('accounts.id').onDelete('set null'))
          .addColumn('display_index', k.t('integer'), (c) => c.notNull().defaultTo(0))
          .addColumn('external_link', k.t('text'))
          .addColumn('main_image_id', k.t('id'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
          .addUniqueConstraint('items_site_id_uq', ['website_id', 'id'])
          .addUniqueConstraint('items_collection_url_uq', ['website_id', 'collection_id', 'url_id'])
          .addForeignKeyConstraint(
            'items_collection_fk',
            ['website_id', 'collection_id'],
            'collections',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
        'items',
        'publish_state',
        PUBLISH_STATES,
      ),
    );
    await k.index('items', ['website_id', 'collection_id', 'publish_state', 'display_index']);
    await k.create('page_layouts', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), site)
          .addColumn('owner_kind', k.t('text'), (c) => c.notNull())
          .addColumn('owner_id', k.t('text'), (c) => c.notNull())
          .addColumn('name', k.t('text'), (c) => c.notNull().defaultTo('main'))
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
          .addUniqueConstraint('page_layouts_site_id_uq', ['website_id', 'id'])
          .addUniqueConstraint('page_layouts_owner_uq', ['website_id', 'owner_kind', 'owner_id', 'name']),
        'page_layouts',
        'owner_kind',
        ['collection', 'item', 'region'],
      ),
    );
    await k.create('blocks', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), site)
        .addColumn('layout_id', k.t('id'), (c) => c.notNull())
        .addColumn('block_type', k.t('integer'), (c) => c.notNull())
        .addColumn('config', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('position', k.t('integer'), (c) => c.notNull())
        .addUniqueConstraint('blocks_layout_position_uq', ['layout_id', 'position'])
        .addForeignKeyConstraint(
          'blocks_layout_fk',
          ['website_id', 'layout_id'],
          'page_layouts',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        )
        // The 60-blocks-per-layout limit, enforced by the schema: 60 unique positions exist.
        .addCheckConstraint('blocks_position_range', sql`position >= 0 and position < 60`),
    );
    await k.index('blocks', ['website_id']);
    await createNavigation(k);
  },
};

async function createNavigation(k: ReturnType<typeof tableKit>): Promise<void> {
  await k.create('navigation_lists', (b) =>
    b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('name', k.t('text'), (c) => c.notNull())
      .addUniqueConstraint('navigation_lists_site_id_uq', ['website_id', 'id'])
      .addUniqueConstraint('navigation_lists_name_uq', ['website_id', 'name']),
  );
  await k.create('navigation_items', (b) =>
    b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('list_id', k.t('id'), (c) => c.notNull())
      .addColumn('parent_id', k.t('id'), (c) => c.references('navigation_items.id').onDelete('cascade'))
      .addColumn('position', k.t('integer'), (c) => c.notNull())
      .addColumn('title', k.t('text'))
      .addColumn('collection_id', k.t('id'))
      .addColumn('external_link', k.t('text'))
      .addColumn('member_area_id', k.t('text'))
      .addForeignKeyConstraint(
        'navigation_items_list_fk',
        ['website_id', 'list_id'],
        'navigation_lists',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'navigation_items_collection_fk',
        ['website_id', 'collection_id'],
        'collections',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await k.index('navigation_items', ['list_id', 'parent_id', 'position']);
}
