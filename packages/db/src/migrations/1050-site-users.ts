import type { Kysely, Migration } from 'kysely';
import { tableKit, type TableKit } from './table.js';

/**
 * Site users (the shop's customers, issue 14): one account per website and address, their
 * sessions (never the owners' `sessions`), single-use links (verify, reset) and the failed
 * sign-ins the lockout counts.
 */
export const siteUsersMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('site_users', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('email', k.t('text'), (c) => c.notNull())
        .addColumn('name', k.t('text'), (c) => c.notNull())
        .addColumn('password_hash', k.t('text'), (c) => c.notNull())
        .addColumn('verified_at', k.t('timestamp'))
        .addColumn('locale', k.t('text'))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
        .addUniqueConstraint('site_users_site_id_uq', ['website_id', 'id']),
    );
    await k.index('site_users', ['website_id', 'email'], { unique: true });
    await createSessions(k);
    await createTokens(k);
    await k.create('site_user_sign_in_failures', (b) =>
      b
        .addColumn('id', k.t('id'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('subject', k.t('text'), (c) => c.notNull())
        .addColumn('failed_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.index('site_user_sign_in_failures', ['website_id', 'subject', 'failed_at']);
  },
};

const userFk = ['website_id', 'site_user_id'] as const;

async function createSessions(k: TableKit): Promise<void> {
  await k.create('site_user_sessions', (b) =>
    k.flagCheck(
      b
        .addColumn('id_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
        .addColumn('xsrf_token', k.t('text'), (c) => c.notNull())
        .addColumn('remember', k.t('flag'), (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('last_seen_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addForeignKeyConstraint(
          'site_user_sessions_user_fk',
          [...userFk],
          'site_users',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
      'site_user_sessions',
      'remember',
    ),
  );
  await k.index('site_user_sessions', ['website_id', 'site_user_id']);
}

async function createTokens(k: TableKit): Promise<void> {
  await k.create('site_user_tokens', (b) =>
    k.oneOf(
      b
        .addColumn('token_hash', k.t('text'), (c) => c.primaryKey())
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('site_user_id', k.t('id'), (c) => c.notNull())
        .addColumn('purpose', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('used_at', k.t('timestamp'))
        .addForeignKeyConstraint(
          'site_user_tokens_user_fk',
          [...userFk],
          'site_users',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
      'site_user_tokens',
      'purpose',
      ['verify', 'reset'],
    ),
  );
  await k.index('site_user_tokens', ['website_id', 'site_user_id']);
}
