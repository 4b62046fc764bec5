import { sql, type Kysely, type Migration } from 'kysely';
import { IMAGE_VARIANT_WIDTHS } from '../schema/content.js';
import { tableKit } from './table.js';

/** Header/footer, files with image variants, commerce preferences, multilingual settings. */
export const siteAssetsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    const site = 'websites.id';
    await k.create('header_footer', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.primaryKey().references(site).onDelete('cascade'))
        .addColumn('header', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('footer', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.create('files', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references(site).onDelete('cascade'))
        .addColumn('filename', k.t('text'), (c) => c.notNull())
        .addColumn('content_type', k.t('text'), (c) => c.notNull())
        .addColumn('byte_size', k.t('bigint'), (c) => c.notNull())
        .addColumn('storage_key', k.t('text'), (c) => c.notNull())
        .addColumn('alt_text', k.t('text'), (c) => c.notNull().defaultTo(''))
        .addColumn('original_width', k.t('integer'))
        .addColumn('original_height', k.t('integer'))
        .addColumn('focal_x', k.t('double'), (c) => c.notNull().defaultTo(0.5))
        .addColumn('focal_y', k.t('double'), (c) => c.notNull().defaultTo(0.5))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addUniqueConstraint('files_site_id_uq', ['website_id', 'id'])
        .addCheckConstraint('files_focal_range', sql`focal_x between 0 and 1 and focal_y between 0 and 1`)
        .addCheckConstraint('files_byte_size_non_negative', sql`byte_size >= 0`),
    );
    await k.index('files', ['website_id', 'created_at']);
    await k.create('image_variants', (b) =>
      k.oneOf(
        b
          .addColumn('file_id', k.t('id'), (c) => c.notNull())
          .addColumn('website_id', k.t('id'), (c) => c.notNull())
          .addColumn('width', k.t('integer'), (c) => c.notNull())
          .addColumn('storage_key', k.t('text'), (c) => c.notNull())
          .addColumn('byte_size', k.t('bigint'), (c) => c.notNull())
          .addPrimaryKeyConstraint('image_variants_pk', ['file_id', 'width'])
          .addForeignKeyConstraint(
            'image_variants_file_fk',
            ['website_id', 'file_id'],
            'files',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
        'image_variants',
        'width',
        IMAGE_VARIANT_WIDTHS,
      ),
    );
    await k.create('commerce_preferences', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references(site).onDelete('cascade'))
        .addColumn('namespace', k.t('text'), (c) => c.notNull())
        .addColumn('value', k.t('json'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('commerce_preferences_pk', ['website_id', 'namespace']),
    );
    await k.create('multilingual_settings', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.primaryKey().references(site).onDelete('cascade'))
        .addColumn('settings', k.t('json'), (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.create('languages', (b) =>
      k.flagCheck(
        k.flagCheck(
          b
            .addColumn('id', k.t('id'), (c) => c.primaryKey())
            .addColumn('website_id', k.t('id'), (c) => c.notNull().references(site).onDelete('cascade'))
            .addColumn('code', k.t('text'), (c) => c.notNull())
            .addColumn('custom_code', k.t('text'))
            .addColumn('enabled', k.t('flag'), (c) => c.notNull().defaultTo(1))
            .addColumn('is_default', k.t('flag'), (c) => c.notNull().defaultTo(0))
            .addColumn('position', k.t('integer'), (c) => c.notNull().defaultTo(0))
            .addUniqueConstraint('languages_code_uq', ['website_id', 'code']),
          'languages',
          'enabled',
        ),
        'languages',
        'is_default',
      ),
    );
  },
};
