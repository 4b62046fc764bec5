import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { createWebsite } from '../queries/websites.js';
import { vitalsTotals } from '../queries/analytics-vitals.js';
import { eachDialect } from '../testing.js';
import { analyticsVitalsDaysMigration } from './1130-analytics-vitals-days.js';
import { analyticsVitalsPairsMigration } from './1131-analytics-vitals-pairs.js';
import { tableKit } from './table.js';

const DAY = 20_500;

/** The bucket rows of migration 0900, as an install has them before 1130. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createBucketTable(db: Kysely<any>) {
  const k = tableKit(db);
  await k.create('analytics_vitals', (b) =>
    b
      .addColumn('website_id', k.t('id'), (c) => c.notNull())
      .addColumn('day', k.t('integer'), (c) => c.notNull())
      .addColumn('scope', k.t('text'), (c) => c.notNull())
      .addColumn('scope_key', k.t('text'), (c) => c.notNull())
      .addColumn('metric', k.t('text'), (c) => c.notNull())
      .addColumn('bucket', k.t('integer'), (c) => c.notNull())
      .addColumn('count', k.t('bigint'), (c) => c.notNull()),
  );
}

eachDialect('migrations 1130 and 1131: vitals day rows', (getDb) => {
  it('moves bucket rows and rating counters into one row per day, key and metric', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `m${newId()}`, title: 'M' })).id;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as unknown as Kysely<any>;
    await raw.schema.dropTable('analytics_vitals_days').execute();
    await createBucketTable(raw);
    const bucket = (scope: string, key: string, metric: string, b: number, count: number, day = DAY) => ({
      website_id: site,
      day,
      scope,
      scope_key: key,
      metric,
      bucket: b,
      count,
    });
    await raw
      .insertInto('analytics_vitals')
      .values([
        bucket('page', '/a', 'LCP', 180, 2),
        bucket('page', '/a', 'LCP', 200, 1),
        bucket('page', '/a', 'LCP', 190, 4, DAY + 1),
        bucket('template', 'product', 'CLS', 50, 3),
      ])
      .execute();
    const counter = (dimension: string, key: string, metric: string, value: number, day = DAY) => ({
      website_id: site,
      day,
      dimension,
      dim_key: key,
      metric,
      value,
    });
    await raw
      .insertInto('analytics_daily')
      .values([
        counter('vitals-page', '/a', 'LCP:good', 2),
        counter('vitals-page', '/a', 'LCP:poor', 1),
        counter('vitals-page', '/a', 'LCP:needs-improvement', 4, DAY + 1),
        counter('vitals-template', 'product', 'CLS:good', 3),
        counter('page', '/a', 'pageviews', 9),
      ])
      .execute();

    await analyticsVitalsDaysMigration.up(raw);
    // 1131 rewrites 1130's bucket-keyed objects as flat pairs; a row with no sample yet stays empty.
    await raw
      .insertInto('analytics_vitals_days')
      .values({
        website_id: site,
        scope: 'page',
        scope_key: '/empty',
        day: DAY,
        metric: 'INP',
        histogram: '{}',
        good: 0,
        needs_improvement: 0,
        poor: 0,
      })
      .execute();
    await analyticsVitalsPairsMigration.up(raw);

    expect(await vitalsTotals(db, site, { from: DAY, to: DAY + 1 }, 'page')).toEqual([
      {
        key: '/a',
        metric: 'LCP',
        histogram: new Map([
          [180, 2],
          [190, 4],
          [200, 1],
        ]),
        good: 2,
        needsImprovement: 4,
        poor: 1,
      },
      { key: '/empty', metric: 'INP', histogram: new Map(), good: 0, needsImprovement: 0, poor: 0 },
    ]);
    const stored = await raw
      .selectFrom('analytics_vitals_days')
      .select(['scope_key', 'day', 'histogram'])
      .where('website_id', '=', site)
      .where('scope', '=', 'page')
      .orderBy('scope_key')
      .orderBy('day')
      .execute();
    expect(stored.map((r) => [r.scope_key, Number(r.day), JSON.parse(r.histogram)])).toEqual([
      ['/a', DAY, [180, 2, 200, 1]],
      ['/a', DAY + 1, [190, 4]],
      ['/empty', DAY, []],
    ]);
    expect(await vitalsTotals(db, site, { from: DAY, to: DAY }, 'template')).toEqual([
      { key: 'product', metric: 'CLS', histogram: new Map([[50, 3]]), good: 3, needsImprovement: 0, poor: 0 },
    ]);
    const left = await raw
      .selectFrom('analytics_daily')
      .select('dimension')
      .where('website_id', '=', site)
      .execute();
    expect(left).toEqual([{ dimension: 'page' }]);
    await expect(raw.selectFrom('analytics_vitals').selectAll().execute()).rejects.toThrow();
  });
});
