import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import {
  writeAnalyticsBatch,
  dailySalt,
  type AnalyticsBatch,
  type NewAnalyticsEvent,
} from './analytics-ingest.js';
import { dailySeries, errorGroups, keyTotals, topKeys } from './analytics-reports.js';
import { vitalsTotals } from './analytics-vitals.js';
import {
  pruneAnalytics,
  rawEventsPage,
  saveAnalyticsSettings,
  findAnalyticsSettings,
} from './analytics-events.js';
import { createWebsite } from './websites.js';

const DAY = 20_500;
const AT = DAY * 86_400_000 + 3_600_000;

function event(websiteId: string, at: number, path: string): NewAnalyticsEvent {
  return {
    id: newId(),
    website_id: websiteId,
    kind: 'page-view',
    name: null,
    occurred_at: at,
    day: Math.floor(at / 86_400_000),
    visitor_id: 'v1',
    visit_id: 'v1.1',
    visitor_hash: 'h1',
    path,
    page_type: 2,
    template: 'page',
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    device: 'desktop',
    browser: 'Chrome',
    is_bot: 0,
    data: '{}',
  };
}

function pageViewBatch(websiteId: string, at: number, path: string): AnalyticsBatch {
  return {
    events: [event(websiteId, at, path)],
    daily: [
      { website_id: websiteId, day: DAY, dimension: 'site', dim_key: '', metric: 'pageviews', value: 1 },
      { website_id: websiteId, day: DAY, dimension: 'page', dim_key: path, metric: 'pageviews', value: 1 },
    ],
    pageViews: [
      {
        website_id: websiteId,
        visit_id: 'v1.1',
        day: DAY,
        at,
        isPage: true,
        dimensions: [{ dimension: 'device', dim_key: 'desktop' }],
      },
    ],
    visitors: [{ website_id: websiteId, day: DAY, visitor_hash: 'h1' }],
    vitals: [],
    errors: [],
  };
}

eachDialect('analytics queries', (getDb) => {
  it('turns a bounce into a visit of two pages and adds its length, counting the visitor once', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `a${newId()}`, title: 'A' })).id;
    const other = (await createWebsite(db, { slug: `a${newId()}`, title: 'B' })).id;
    await writeAnalyticsBatch(db, pageViewBatch(site, AT, '/'));
    let series = await dailySeries(db, site, { from: DAY, to: DAY }, [
      'visits',
      'bounces',
      'pageviews',
      'visitors',
    ]);
    expect(Object.fromEntries(series.map((r) => [r.metric, r.value]))).toEqual({
      visits: 1,
      bounces: 1,
      pageviews: 1,
      visitors: 1,
    });
    await writeAnalyticsBatch(db, pageViewBatch(site, AT + 60_000, '/shop'));
    series = await dailySeries(db, site, { from: DAY, to: DAY }, [
      'visits',
      'bounces',
      'pageviews',
      'visitors',
      'duration_ms',
    ]);
    expect(Object.fromEntries(series.map((r) => [r.metric, r.value]))).toEqual({
      visits: 1,
      bounces: 0,
      pageviews: 2,
      visitors: 1,
      duration_ms: 60_000,
    });
    expect(await topKeys(db, site, { from: DAY, to: DAY }, 'page', 'pageviews', 10)).toEqual([
      { key: '/', value: 1 },
      { key: '/shop', value: 1 },
    ]);
    expect(await keyTotals(db, site, { from: DAY, to: DAY }, 'device', ['visits'])).toEqual([
      { key: 'desktop', metric: 'visits', value: 1 },
    ]);
    expect(await dailySeries(db, other, { from: DAY, to: DAY }, ['pageviews'])).toEqual([]);
    const page = await rawEventsPage(db, site, AT, AT + 86_400_000, null, 1);
    expect(page).toHaveLength(1);
    const next = await rawEventsPage(
      db,
      site,
      AT,
      AT + 86_400_000,
      { occurredAt: page[0]!.occurred_at, id: page[0]!.id },
      10,
    );
    expect(next.map((e) => e.path)).toEqual(['/shop']);
  });

  it('sums vitals buckets and error groups, merging duplicates within a batch', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `a${newId()}`, title: 'A' })).id;
    const vital = {
      website_id: site,
      day: DAY,
      scope: 'template' as const,
      scope_key: 'product',
      metric: 'LCP',
      bucket: 40,
      rating: 'good' as const,
      count: 1,
    };
    const error = {
      website_id: site,
      day: DAY,
      group_key: 'k',
      message: 'boom',
      path: '/',
      count: 1,
      last_seen: AT,
    };
    const empty = { events: [], daily: [], pageViews: [], visitors: [] };
    await writeAnalyticsBatch(db, {
      ...empty,
      vitals: [vital, vital, { ...vital, bucket: 41, rating: 'poor' as const }],
      errors: [error, { ...error, last_seen: AT + 5 }],
    });
    await writeAnalyticsBatch(db, { ...empty, vitals: [vital], errors: [error] });
    expect(await vitalsTotals(db, site, { from: DAY, to: DAY }, 'template')).toEqual([
      {
        key: 'product',
        metric: 'LCP',
        histogram: new Map([
          [40, 3],
          [41, 1],
        ]),
        good: 3,
        needsImprovement: 0,
        poor: 1,
      },
    ]);
    expect(await errorGroups(db, site, { from: DAY, to: DAY }, 10)).toEqual([
      { message: 'boom', path: '/', count: 3, lastSeen: AT + 5 },
    ]);
  });

  it('keeps one salt per day, saves settings and prunes past the retention', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `a${newId()}`, title: 'A' })).id;
    const salt = await dailySalt(db, DAY, () => 'first');
    expect(await dailySalt(db, DAY, () => 'second')).toBe(salt);
    await saveAnalyticsSettings(
      db,
      site,
      {
        retentionMonths: 2,

        replayProvider: 'none',
        replayId: null,
        replayEnabled: false,
      },
      AT,
    );
    expect(await findAnalyticsSettings(db, site)).toMatchObject({
      retention_months: 2,
      replay_provider: 'none',
    });
    await writeAnalyticsBatch(db, pageViewBatch(site, AT, '/'));
    const later = AT + 70 * 86_400_000;
    expect(await pruneAnalytics(db, site, 3, later, 100)).toBe(0);
    expect(await pruneAnalytics(db, site, 2, later, 100)).toBe(1);
    expect(await dailySeries(db, site, { from: DAY, to: DAY }, ['pageviews'])).toEqual([]);
  });
});
