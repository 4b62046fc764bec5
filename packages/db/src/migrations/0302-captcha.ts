import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/** Per-website signing secrets of self-hosted captcha challenges, and the solutions already used. */
export const captchaMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('captcha_secrets', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('secret', k.t('text'), (c) => c.notNull())
        .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
    );
    await k.create('captcha_uses', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('challenge_id', k.t('text'), (c) => c.notNull())
        .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('captcha_uses_pk', ['website_id', 'challenge_id']),
    );
    await k.index('captcha_uses', ['website_id', 'expires_at']);
  },
};
