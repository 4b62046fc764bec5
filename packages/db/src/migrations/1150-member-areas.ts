import type { Kysely, Migration } from 'kysely';
import { tableKit, type TableKit } from './table.js';

/**
 * Member areas (issue 14): what an area protects, who holds access and how (free, bought, by
 * subscription, granted by hand), the joins waiting for their checkout, and course progress.
 */
export const memberAreasMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('member_areas', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('name', k.t('text'), (c) => c.notNull())
          .addColumn('pricing', k.t('text'), (c) => c.notNull())
          .addColumn('product_id', k.t('id'))
          .addColumn('welcome_text', k.t('text'), (c) => c.notNull())
          .addColumn('welcome_email_subject', k.t('text'), (c) => c.notNull())
          .addColumn('welcome_email_body', k.t('text'), (c) => c.notNull())
          .addColumn('version', k.t('integer'), (c) => c.notNull())
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
          .addUniqueConstraint('member_areas_site_id_uq', ['website_id', 'id']),
        'member_areas',
        'pricing',
        ['free', 'one-time', 'recurring'],
      ),
    );
    await k.index('member_areas', ['website_id', 'product_id']);
    await k.create('member_area_collections', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull())
        .addColumn('member_area_id', k.t('id'), (c) => c.notNull())
        .addColumn('collection_id', k.t('id'), (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('member_area_collections_pk', ['member_area_id', 'collection_id'])
        .addForeignKeyConstraint(
          'member_area_collections_area_fk',
          ['website_id', 'member_area_id'],
          'member_areas',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    );
    await k.index('member_area_collections', ['website_id', 'collection_id']);
    await createMemberships(k);
    await createJoins(k);
    await createProgress(k);
  },
};

async function createMemberships(k: TableKit): Promise<void> {
  await k.create('memberships', (b) =>
    k.oneOf(
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull())
        .addColumn('member_area_id', k.t('id'), (c) => c.notNull())
        .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
        .addColumn('source', k.t('text'), (c) => c.notNull())
        .addColumn('order_id', k.t('id'))
        .addColumn('subscription_id', k.t('id'))
        .addColumn('granted_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('revoked_at', k.t('timestamp'))
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'memberships_area_fk',
          ['website_id', 'member_area_id'],
          'member_areas',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        )
        .addForeignKeyConstraint(
          'memberships_user_fk',
          ['website_id', 'site_user_id'],
          'site_users',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
      'memberships',
      'source',
      ['free', 'order', 'subscription', 'manual'],
    ),
  );
  await k.index('memberships', ['website_id', 'member_area_id', 'site_user_id'], { unique: true });
  await k.index('memberships', ['website_id', 'site_user_id']);
}

async function createJoins(k: TableKit): Promise<void> {
  await k.create('member_joins', (b) =>
    b
      .addColumn('id', k.t('id'), (c) => c.primaryKey())
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('member_area_id', k.t('id'), (c) => c.notNull())
      .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
      .addColumn('cart_id', k.t('id'), (c) => c.notNull())
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addForeignKeyConstraint(
        'member_joins_area_fk',
        ['website_id', 'member_area_id'],
        'member_areas',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'member_joins_user_fk',
        ['website_id', 'site_user_id'],
        'site_users',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await k.index('member_joins', ['website_id', 'cart_id']);
}

async function createProgress(k: TableKit): Promise<void> {
  await k.create('lesson_progress', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
      .addColumn('item_id', k.t('id'), (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('completed_at', k.t('timestamp'), (c) => c.notNull())
      .addPrimaryKeyConstraint('lesson_progress_pk', ['site_user_id', 'item_id'])
      .addForeignKeyConstraint(
        'lesson_progress_user_fk',
        ['website_id', 'site_user_id'],
        'site_users',
        ['website_id', 'id'],
        (c) => c.onDelete('cascade'),
      ),
  );
}
