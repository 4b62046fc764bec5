import {
  METRIC_VITALS,
  percentile,
  rateVital,
  type PerformanceMetricKey,
  type VitalName,
} from '@tessera/core';
import { createWebsite, newId, writeAnalyticsBatch, type VitalIncrement } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { performanceRecord } from './records.js';
import type { ReportRange } from './report-range.js';
import { vitalsReport } from './reports.js';
import { bucketOf, histogramPercentile } from './vitals-histogram.js';

const DAY = 20_500;
const RANGE: ReportRange = {
  from: DAY,
  to: DAY,
  previous: { from: DAY - 1, to: DAY - 1 },
  fromMs: DAY * 86_400_000,
  toMs: (DAY + 1) * 86_400_000 - 1,
};

/** `views` page views of `path` and one LCP sample of `lcp` ms measured on it. */
function pageWithSpeed(websiteId: string, path: string, views: number, lcp: number) {
  return {
    daily: [
      {
        website_id: websiteId,
        day: DAY,
        dimension: 'page',
        dim_key: path,
        metric: 'pageviews',
        value: views,
      },
    ],
    vitals: [
      {
        website_id: websiteId,
        day: DAY,
        scope: 'page' as const,
        scope_key: path,
        metric: 'LCP',
        bucket: bucketOf('LCP', lcp),
        rating: 'good' as const,
        count: 1,
      },
    ],
  };
}

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const empty = { events: [], pageViews: [], visitors: [], errors: [], daily: [] };

/** A small deterministic generator, so every run checks the same samples. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

eachDialect('vitals report', (getDb) => {
  it('lists the most viewed pages when limited, and every page for the export', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `v${newId()}`, title: 'V' })).id;
    const pages = [
      pageWithSpeed(site, '/a', 5, 1000),
      pageWithSpeed(site, '/b', 50, 2000),
      pageWithSpeed(site, '/c', 20, 3000),
    ];
    await writeAnalyticsBatch(db, {
      ...empty,
      daily: pages.flatMap((p) => p.daily),
      vitals: pages.flatMap((p) => p.vitals),
    });

    const top = await vitalsReport(db, site, RANGE, 'page', 2);
    expect(top.map((r) => r.key)).toEqual(['/b', '/c']);
    const lcpOfB = top[0]?.metrics.find((m) => m.metric === 'LCP');
    expect(lcpOfB).toMatchObject({ samples: 1, good: 100 });
    expect(lcpOfB?.p75).toBeGreaterThanOrEqual(2000);
    expect(lcpOfB?.p75).toBeLessThan(2100);

    expect((await vitalsReport(db, site, RANGE, 'page')).map((r) => r.key)).toEqual(['/a', '/b', '/c']);
  });

  it('answers from the day rows what the raw samples give, across days, pages and flushes', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `v${newId()}`, title: 'V' })).id;
    const next = random(7);
    const paths = ['/a', '/b', '/shop/p/c'];
    const templates = ['page', 'product'];
    const days = [DAY - 2, DAY - 1, DAY];
    // Every raw sample, by scope key and vital.
    const samples = new Map<string, number[]>();
    const keep = (key: string, vital: VitalName, value: number) => {
      const list = samples.get(`${key}\n${vital}`) ?? [];
      list.push(value);
      samples.set(`${key}\n${vital}`, list);
    };
    for (let flush = 0; flush < 4; flush += 1) {
      const vitals: VitalIncrement[] = [];
      for (let i = 0; i < 150; i += 1) {
        const path = paths[Math.floor(next() * paths.length)] as string;
        const template = templates[Math.floor(next() * templates.length)] as string;
        const day = days[Math.floor(next() * days.length)] as number;
        const metrics: Partial<Record<PerformanceMetricKey, number>> = {
          lcp: 400 + next() * 6000,
          fcp: 200 + next() * 4000,
          cls: next() * 0.5,
          ttfb: 20 + next() * 2000,
          inp: 10 + next() * 800,
        };
        const record = performanceRecord(
          { websiteId: site, host: 'v.test', userAgent: CHROME, visitorHash: 'h', now: day * 86_400_000 + i },
          { url: `https://v.test${path}`, template },
          metrics,
          {},
        );
        vitals.push(...(record.vitals ?? []));
        for (const [key, value] of Object.entries(metrics)) {
          const vital = METRIC_VITALS[key as PerformanceMetricKey] as VitalName;
          keep(`page:${path}`, vital, value);
          keep(`template:${template}`, vital, value);
        }
      }
      await writeAnalyticsBatch(db, { ...empty, vitals });
    }

    const range = { ...RANGE, from: DAY - 2 };
    for (const scope of ['page', 'template'] as const) {
      const report = await vitalsReport(db, site, range, scope);
      expect(report.map((r) => r.key)).toEqual(scope === 'page' ? paths : templates);
      for (const row of report) {
        for (const m of row.metrics) {
          const values = samples.get(`${scope}:${row.key}\n${m.metric}`) ?? [];
          if (values.length === 0) {
            expect(m).toMatchObject({ p75: null, samples: 0 });
            continue;
          }
          // The unrolled computation: one histogram of every raw sample, and every sample rated.
          const histogram = new Map<number, number>();
          for (const v of values)
            histogram.set(bucketOf(m.metric, v), (histogram.get(bucketOf(m.metric, v)) ?? 0) + 1);
          const share = (rating: string) =>
            Math.round(
              (values.filter((v) => rateVital(m.metric, v) === rating).length / values.length) * 1000,
            ) / 10;
          expect(m).toEqual({
            metric: m.metric,
            p75: histogramPercentile(m.metric, histogram, 75),
            samples: values.length,
            good: share('good'),
            needsImprovement: share('needs-improvement'),
            poor: share('poor'),
          });
          // …and within the 4% of a bucket above the exact p75.
          const exact = percentile(values, 75) as number;
          expect(m.p75).toBeGreaterThanOrEqual(exact);
          expect(m.p75).toBeLessThanOrEqual(exact * 1.041 + 0.001);
        }
      }
    }
  });
});
