import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Address autocomplete at checkout (issue 18, Places): the provider a website's owner chose and its
 * API key, sealed by the server as payment secrets are (the key never reaches the database), with a
 * masked hint for the studio. No row: no provider, and the places endpoints answer nothing.
 */
export const placesSettingsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('places_settings', (b) =>
      k.oneOf(
        b
          .addColumn('website_id', k.t('id'), (c) =>
            c.primaryKey().references('websites.id').onDelete('cascade'),
          )
          .addColumn('provider', k.t('text'), (c) => c.notNull())
          .addColumn('sealed_key', k.t('text'), (c) => c.notNull())
          .addColumn('key_hint', k.t('text'), (c) => c.notNull())
          .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(1))
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
        'places_settings',
        'provider',
        ['google'],
      ),
    );
  },
};
