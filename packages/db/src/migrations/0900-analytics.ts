import type { Kysely, Migration } from 'kysely';
import { ANALYTICS_EVENT_KINDS } from '../schema/analytics.js';
import { tableKit } from './table.js';

/** Visitor analytics: raw events, daily rollups, visits, daily visitors, vitals, errors, settings. */
export const analyticsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    const website = (c: Parameters<Parameters<typeof k.create>[1]>[0]) =>
      c.addColumn('website_id', k.t('id'), (col) =>
        col.notNull().references('websites.id').onDelete('cascade'),
      );
    await k.create('analytics_events', (b) =>
      k.flagCheck(
        k.oneOf(
          website(b.addColumn('id', k.t('id'), (c) => c.primaryKey()))
            .addColumn('kind', k.t('text'), (c) => c.notNull())
            .addColumn('name', k.t('text'))
            .addColumn('occurred_at', k.t('timestamp'), (c) => c.notNull())
            .addColumn('day', k.t('integer'), (c) => c.notNull())
            .addColumn('visitor_id', k.t('text'))
            .addColumn('visit_id', k.t('text'))
            .addColumn('visitor_hash', k.t('text'))
            .addColumn('path', k.t('text'))
            .addColumn('page_type', k.t('integer'))
            .addColumn('template', k.t('text'))
            .addColumn('referrer_host', k.t('text'))
            .addColumn('utm_source', k.t('text'))
            .addColumn('utm_medium', k.t('text'))
            .addColumn('utm_campaign', k.t('text'))
            .addColumn('device', k.t('text'))
            .addColumn('browser', k.t('text'))
            .addColumn('is_bot', k.t('flag'), (c) => c.notNull().defaultTo(0))
            .addColumn('data', k.t('text')),
          'analytics_events',
          'kind',
          ANALYTICS_EVENT_KINDS,
        ),
        'analytics_events',
        'is_bot',
      ),
    );
    // Export and retention read by website and time.
    await k.index('analytics_events', ['website_id', 'occurred_at']);

    await k.create('analytics_daily', (b) =>
      website(b)
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('dimension', k.t('text'), (c) => c.notNull())
        .addColumn('dim_key', k.t('text'), (c) => c.notNull())
        .addColumn('metric', k.t('text'), (c) => c.notNull())
        .addColumn('value', k.t('bigint'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_pk', [
          'website_id',
          'dimension',
          'metric',
          'day',
          'dim_key',
        ]),
    );

    await k.create('analytics_visits', (b) =>
      website(b)
        .addColumn('visit_id', k.t('text'), (c) => c.notNull())
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('started_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('last_at', k.t('timestamp'), (c) => c.notNull())
        .addColumn('page_views', k.t('integer'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_visits_pk', ['website_id', 'visit_id']),
    );
    await k.index('analytics_visits', ['website_id', 'day']);

    await k.create('analytics_daily_visitors', (b) =>
      website(b)
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('visitor_hash', k.t('text'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_visitors_pk', ['website_id', 'day', 'visitor_hash']),
    );

    await k.create('analytics_vitals', (b) =>
      website(b)
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('scope', k.t('text'), (c) => c.notNull())
        .addColumn('scope_key', k.t('text'), (c) => c.notNull())
        .addColumn('metric', k.t('text'), (c) => c.notNull())
        .addColumn('bucket', k.t('integer'), (c) => c.notNull())
        .addColumn('count', k.t('bigint'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_vitals_pk', [
          'website_id',
          'scope',
          'metric',
          'day',
          'scope_key',
          'bucket',
        ]),
    );

    await k.create('analytics_error_groups', (b) =>
      website(b)
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('group_key', k.t('text'), (c) => c.notNull())
        .addColumn('message', k.t('text'), (c) => c.notNull())
        .addColumn('path', k.t('text'), (c) => c.notNull())
        .addColumn('count', k.t('bigint'), (c) => c.notNull())
        .addColumn('last_seen', k.t('timestamp'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_error_groups_pk', ['website_id', 'day', 'group_key']),
    );

    await k.create('analytics_salts', (b) =>
      b
        .addColumn('day', k.t('integer'), (c) => c.primaryKey())
        .addColumn('salt', k.t('text'), (c) => c.notNull()),
    );

    await k.create('analytics_settings', (b) =>
      k.flagCheck(
        b
          .addColumn('website_id', k.t('id'), (c) =>
            c.primaryKey().references('websites.id').onDelete('cascade'),
          )
          .addColumn('retention_months', k.t('integer'), (c) => c.notNull())
          .addColumn('replay_provider', k.t('text'), (c) => c.notNull().defaultTo('none'))
          .addColumn('replay_id', k.t('text'))
          .addColumn('replay_enabled', k.t('flag'), (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
        'analytics_settings',
        'replay_enabled',
      ),
    );
  },
};
