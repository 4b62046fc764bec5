import { createWebsite, newId, writeAnalyticsBatch } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import type { ReportRange } from './report-range.js';
import { vitalsReport } from './reports.js';
import { bucketOf } from './vitals-histogram.js';

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
      {
        website_id: websiteId,
        day: DAY,
        dimension: 'vitals-page',
        dim_key: path,
        metric: 'LCP:good',
        value: 1,
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
        count: 1,
      },
    ],
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
      events: [],
      pageViews: [],
      visitors: [],
      errors: [],
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
});
