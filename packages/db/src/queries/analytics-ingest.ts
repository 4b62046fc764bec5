import { sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import type { AnalyticsEventsTable } from '../schema/analytics.js';
import { applyVitals } from './analytics-vitals.js';
import { inTransaction, type Executor } from './executor.js';

export type NewAnalyticsEvent = AnalyticsEventsTable;

/** A counter to add to `analytics_daily`. */
export interface DailyIncrement {
  website_id: string;
  day: number;
  dimension: string;
  dim_key: string;
  metric: string;
  value: number;
}

/** A page view's visit: the visit row is created or extended; new visits count in `dimensions`. */
export interface VisitPageView {
  website_id: string;
  visit_id: string;
  day: number;
  at: number;
  /** False for a heartbeat: it extends the visit's length without being a page. */
  isPage: boolean;
  /** Where a new visit is counted besides the site: source, campaign, device, browser. */
  dimensions: readonly { dimension: string; dim_key: string }[];
}

/** One web-vitals sample (or `count` alike): its histogram bucket and its rating. */
export interface VitalIncrement {
  website_id: string;
  day: number;
  scope: 'template' | 'page';
  scope_key: string;
  metric: string;
  bucket: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  count: number;
}

export interface ErrorIncrement {
  website_id: string;
  day: number;
  group_key: string;
  message: string;
  path: string;
  count: number;
  last_seen: number;
}

/** One flush of the ingestion queue, written in one transaction. */
export interface AnalyticsBatch {
  events: readonly NewAnalyticsEvent[];
  daily: readonly DailyIncrement[];
  pageViews: readonly VisitPageView[];
  visitors: readonly { website_id: string; day: number; visitor_hash: string }[];
  vitals: readonly VitalIncrement[];
  errors: readonly ErrorIncrement[];
}

const CHUNK = 400;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function dailyKey(d: Omit<DailyIncrement, 'value'>): string {
  return `${d.website_id}\u0000${d.dimension}\u0000${d.metric}\u0000${d.day}\u0000${d.dim_key}`;
}

/** Sums increments with the same key, in key order so concurrent writers lock rows alike. */
export function mergeDaily(increments: readonly DailyIncrement[]): DailyIncrement[] {
  const merged = new Map<string, DailyIncrement>();
  for (const inc of increments) {
    const key = dailyKey(inc);
    const found = merged.get(key);
    if (found) found.value += inc.value;
    else merged.set(key, { ...inc });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

function mergeBy<T>(rows: readonly T[], keyOf: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const found = merged.get(key);
    if (found) add(found, row);
    else merged.set(key, { ...row });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/** Creates or extends the batch's visits and returns the visit, bounce and length counters they change. */
async function applyVisits(trx: Executor, pageViews: readonly VisitPageView[]): Promise<DailyIncrement[]> {
  const byVisit = new Map<string, VisitPageView[]>();
  for (const view of pageViews) {
    const key = `${view.website_id}\u0000${view.visit_id}`;
    const list = byVisit.get(key);
    if (list) list.push(view);
    else byVisit.set(key, [view]);
  }
  const keys = [...byVisit.keys()].sort();
  const existing = new Map<
    string,
    { day: number; started_at: number; last_at: number; page_views: number }
  >();
  // One IN list per website (a batch nearly always holds one), so the primary key answers it.
  const idsByWebsite = new Map<string, string[]>();
  for (const key of keys) {
    const [websiteId, visitId] = key.split('\u0000') as [string, string];
    const ids = idsByWebsite.get(websiteId);
    if (ids) ids.push(visitId);
    else idsByWebsite.set(websiteId, [visitId]);
  }
  for (const [websiteId, ids] of idsByWebsite) {
    for (const part of chunks(ids)) {
      const query = trx
        .selectFrom('analytics_visits')
        .select(['website_id', 'visit_id', 'day', 'started_at', 'last_at', 'page_views'])
        .where('website_id', '=', websiteId)
        .where('visit_id', 'in', part);
      for (const row of await dialectOf(trx).forUpdate(query).execute()) {
        existing.set(`${row.website_id}\u0000${row.visit_id}`, {
          day: Number(row.day),
          started_at: Number(row.started_at),
          last_at: Number(row.last_at),
          page_views: Number(row.page_views),
        });
      }
    }
  }
  const increments: DailyIncrement[] = [];
  const rows: {
    website_id: string;
    visit_id: string;
    day: number;
    started_at: number;
    last_at: number;
    page_views: number;
  }[] = [];
  const site = (website_id: string, day: number, metric: string, value: number) =>
    increments.push({ website_id, day, dimension: 'site', dim_key: '', metric, value });
  for (const key of keys) {
    const views = (byVisit.get(key) as VisitPageView[]).sort((a, b) => a.at - b.at);
    const before = existing.get(key);
    const pageViews = views.filter((v) => v.isPage);
    // A heartbeat alone never starts a visit.
    const first = (before ? views[0] : pageViews[0]) as VisitPageView | undefined;
    if (!first) continue;
    const last = Math.max(before?.last_at ?? 0, ...views.map((v) => v.at));
    const pages = (before?.page_views ?? 0) + pageViews.length;
    if (!before) {
      site(first.website_id, first.day, 'visits', 1);
      for (const d of first.dimensions) {
        increments.push({ website_id: first.website_id, day: first.day, ...d, metric: 'visits', value: 1 });
      }
      if (pages === 1) site(first.website_id, first.day, 'bounces', 1);
      if (last > first.at) site(first.website_id, first.day, 'duration_ms', last - first.at);
      rows.push({
        website_id: first.website_id,
        visit_id: first.visit_id,
        day: first.day,
        started_at: first.at,
        last_at: last,
        page_views: pages,
      });
    } else {
      if (before.page_views === 1 && pages > 1) site(first.website_id, before.day, 'bounces', -1);
      if (last > before.last_at) site(first.website_id, before.day, 'duration_ms', last - before.last_at);
      rows.push({
        website_id: first.website_id,
        visit_id: first.visit_id,
        day: before.day,
        started_at: before.started_at,
        last_at: last,
        page_views: pages,
      });
    }
  }
  for (const part of chunks(rows)) {
    await trx
      .insertInto('analytics_visits')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['website_id', 'visit_id']).doUpdateSet((eb) => ({
          last_at: eb.ref('excluded.last_at'),
          page_views: eb.ref('excluded.page_views'),
        })),
      )
      .execute();
  }
  return increments;
}

/** New daily visitors become a 'visitors' counter of the site for their day. */
async function applyVisitors(trx: Executor, visitors: AnalyticsBatch['visitors']): Promise<DailyIncrement[]> {
  const unique = new Map<string, AnalyticsBatch['visitors'][number]>();
  for (const v of visitors) unique.set(`${v.website_id}\u0000${v.day}\u0000${v.visitor_hash}`, v);
  const sorted = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  const increments: DailyIncrement[] = [];
  for (const part of chunks(sorted)) {
    const inserted = await trx
      .insertInto('analytics_daily_visitors')
      .values(part)
      .onConflict((oc) => oc.columns(['website_id', 'day', 'visitor_hash']).doNothing())
      .returning(['website_id', 'day'])
      .execute();
    for (const row of inserted) {
      increments.push({
        website_id: row.website_id,
        day: Number(row.day),
        dimension: 'site',
        dim_key: '',
        metric: 'visitors',
        value: 1,
      });
    }
  }
  return increments;
}

/**
 * Writes one flush of the ingestion queue in one transaction: the raw events, the visits they
 * start or extend, new daily visitors, and every rollup counter.
 */
export async function writeAnalyticsBatch(db: Executor, batch: AnalyticsBatch): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const part of chunks(batch.events, 200))
      await trx.insertInto('analytics_events').values(part).execute();
    const derived = [
      ...(batch.pageViews.length ? await applyVisits(trx, batch.pageViews) : []),
      ...(batch.visitors.length ? await applyVisitors(trx, batch.visitors) : []),
    ];
    for (const part of chunks(mergeDaily([...batch.daily, ...derived]))) {
      await trx
        .insertInto('analytics_daily')
        .values(part)
        .onConflict((oc) =>
          oc
            .columns(['website_id', 'dimension', 'metric', 'day', 'dim_key'])
            .doUpdateSet({ value: sql`analytics_daily.value + excluded.value` }),
        )
        .execute();
    }
    if (batch.vitals.length) await applyVitals(trx, batch.vitals);
    const errors = mergeBy(
      batch.errors,
      (e) => [e.website_id, e.day, e.group_key].join('\u0000'),
      (into, e) => {
        into.count += e.count;
        into.last_seen = Math.max(into.last_seen, e.last_seen);
      },
    );
    for (const part of chunks(errors)) {
      await trx
        .insertInto('analytics_error_groups')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['website_id', 'day', 'group_key']).doUpdateSet({
            count: sql`analytics_error_groups.count + excluded.count`,
            last_seen: sql`case when excluded.last_seen > analytics_error_groups.last_seen then excluded.last_seen else analytics_error_groups.last_seen end`,
          }),
        )
        .execute();
    }
  });
}

/** Today's salt for visitor hashes, created by the first writer of the day. */
export async function dailySalt(db: Executor, day: number, fresh: () => string): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: fresh() })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}
