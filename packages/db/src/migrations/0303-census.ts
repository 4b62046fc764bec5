import type { Kysely, Migration } from 'kysely';
import { CENSUS_EVENTS } from '../schema/forms.js';
import { tableKit } from './table.js';

/** Visitor census events the storefront reports (form renders). */
export const censusMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('census_events', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('event', k.t('text'), (c) => c.notNull())
          .addColumn('form_id', k.t('text'))
          .addColumn('visitor_cookie', k.t('text'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
        'census_events',
        'event',
        CENSUS_EVENTS,
      ),
    );
    await k.index('census_events', ['website_id', 'event', 'created_at']);
  },
};
