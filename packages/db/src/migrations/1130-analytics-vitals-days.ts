import { sql, type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The site-speed report read one row per histogram bucket (bench/analytics.ts: p50 499 ms on
 * SQLite over 1,000,000 events). Each day's histogram of a template or page and metric now lives in
 * one compact row with its good / needs improvement / poor counts: `analytics_vitals_days`. The
 * bucket rows and the `vitals-template` / `vitals-page` counters of `analytics_daily` are moved into
 * it, then removed.
 */
export const analyticsVitalsDaysMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('analytics_vitals_days', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'))
        .addColumn('scope', k.t('text'), (c) => c.notNull())
        .addColumn('scope_key', k.t('text'), (c) => c.notNull())
        .addColumn('day', k.t('integer'), (c) => c.notNull())
        .addColumn('metric', k.t('text'), (c) => c.notNull())
        .addColumn('histogram', k.t('text'), (c) => c.notNull())
        .addColumn('good', k.t('bigint'), (c) => c.notNull())
        .addColumn('needs_improvement', k.t('bigint'), (c) => c.notNull())
        .addColumn('poor', k.t('bigint'), (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_vitals_days_pk', [
          'website_id',
          'scope',
          'scope_key',
          'day',
          'metric',
        ]),
    );
    const histogram =
      k.dialect.kind === 'sqlite'
        ? sql`json_group_object(cast(bucket as text), count)`
        : sql`json_object_agg(bucket, count)::text`;
    await sql`
      insert into analytics_vitals_days
        (website_id, scope, scope_key, day, metric, histogram, good, needs_improvement, poor)
      select website_id, scope, scope_key, day, metric, ${histogram}, 0, 0, 0
      from analytics_vitals
      group by website_id, scope, scope_key, day, metric`.execute(db);
    for (const [column, rating] of [
      ['good', 'good'],
      ['needs_improvement', 'needs-improvement'],
      ['poor', 'poor'],
    ] as const) {
      await sql`
        update analytics_vitals_days set ${sql.ref(column)} = coalesce((
          select d.value from analytics_daily d
          where d.website_id = analytics_vitals_days.website_id
            and d.dimension = 'vitals-' || analytics_vitals_days.scope
            and d.metric = analytics_vitals_days.metric || ${`:${rating}`}
            and d.day = analytics_vitals_days.day
            and d.dim_key = analytics_vitals_days.scope_key), 0)`.execute(db);
    }
    await db
      .deleteFrom('analytics_daily')
      .where('dimension', 'in', ['vitals-template', 'vitals-page'])
      .execute();
    await db.schema.dropTable('analytics_vitals').execute();
  },
};
