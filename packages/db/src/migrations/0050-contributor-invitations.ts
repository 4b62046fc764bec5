import type { Kysely, Migration } from 'kysely';
import { CONTRIBUTOR_ROLE_CODES } from '@tessera/core';
import { tableKit } from './table.js';

/**
 * Invitations to contribute to a website: sent by e-mail with a secret link (only its SHA-256 is
 * stored), used once (`accepted_at`), valid until `expires_at`. One open invitation per address and
 * website: inviting again replaces it.
 */
export const contributorInvitationsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('contributor_invitations', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('email', k.t('text'), (c) => c.notNull())
          .addColumn('role', k.t('integer'), (c) => c.notNull())
          .addColumn('token_hash', k.t('text'), (c) => c.notNull().unique())
          .addColumn('invited_by', k.t('id'), (c) => c.references('accounts.id').onDelete('set null'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('expires_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('accepted_at', k.t('timestamp')),
        'contributor_invitations',
        'role',
        CONTRIBUTOR_ROLE_CODES,
      ),
    );
    await k.index('contributor_invitations', ['website_id', 'email']);
  },
};
