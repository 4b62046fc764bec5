import { dialectOf } from '../dialect.js';
import type { AnalyticsVitalsDaysTable } from '../schema/analytics.js';
import type { VitalIncrement } from './analytics-ingest.js';
import type { DayRange } from './analytics-reports.js';
import type { Executor } from './executor.js';

type VitalsDay = AnalyticsVitalsDaysTable;

/** A histogram as kept in `analytics_vitals_days.histogram`: bucket → count. */
export type Histogram = Map<number, number>;

export function parseHistogram(text: string, into: Histogram = new Map()): Histogram {
  const parsed = JSON.parse(text) as Record<string, number>;
  for (const bucket in parsed) {
    const b = Number(bucket);
    into.set(b, (into.get(b) ?? 0) + Number(parsed[bucket]));
  }
  return into;
}

export function histogramText(histogram: Histogram): string {
  const out: Record<string, number> = {};
  for (const [bucket, count] of [...histogram].sort(([a], [b]) => a - b)) out[bucket] = count;
  return JSON.stringify(out);
}

const RATING_COLUMNS = {
  good: 'good',
  'needs-improvement': 'needs_improvement',
  poor: 'poor',
} as const;

const CHUNK = 300;

function keyOf(r: { website_id: string; scope: string; scope_key: string; day: number; metric: string }) {
  return `${r.website_id}\u0000${r.scope}\u0000${r.day}\u0000${r.scope_key}\u0000${r.metric}`;
}

interface Pending {
  row: VitalsDay;
  histogram: Histogram;
}

/**
 * Adds a batch of web-vitals samples to their day rows. The rows are created empty, locked
 * (PostgreSQL) and read, then written back merged in one statement per chunk, so concurrent
 * flushes never lose a sample.
 */
export async function applyVitals(trx: Executor, increments: readonly VitalIncrement[]): Promise<void> {
  const merged = new Map<string, Pending>();
  for (const inc of increments) {
    const key = keyOf(inc);
    let found = merged.get(key);
    if (!found) {
      found = {
        row: {
          website_id: inc.website_id,
          scope: inc.scope,
          scope_key: inc.scope_key,
          day: inc.day,
          metric: inc.metric,
          histogram: '{}',
          good: 0,
          needs_improvement: 0,
          poor: 0,
        },
        histogram: new Map(),
      };
      merged.set(key, found);
    }
    found.histogram.set(inc.bucket, (found.histogram.get(inc.bucket) ?? 0) + inc.count);
    found.row[RATING_COLUMNS[inc.rating]] += inc.count;
  }
  // Key order, so concurrent writers lock rows alike.
  const keys = [...merged.keys()].sort();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const part = keys.slice(i, i + CHUNK).map((k) => merged.get(k) as Pending);
    await trx
      .insertInto('analytics_vitals_days')
      .values(part.map((p) => ({ ...p.row, histogram: '{}', good: 0, needs_improvement: 0, poor: 0 })))
      .onConflict((oc) => oc.columns(['website_id', 'scope', 'scope_key', 'day', 'metric']).doNothing())
      .execute();
    // One read per website, scope and day (a flush nearly always holds one day).
    const groups = new Map<string, Pending[]>();
    for (const p of part) {
      const g = `${p.row.website_id}\u0000${p.row.scope}\u0000${p.row.day}`;
      const list = groups.get(g);
      if (list) list.push(p);
      else groups.set(g, [p]);
    }
    for (const list of groups.values()) {
      const { website_id, scope, day } = (list[0] as Pending).row;
      const query = trx
        .selectFrom('analytics_vitals_days')
        .selectAll()
        .where('website_id', '=', website_id)
        .where('scope', '=', scope)
        .where('day', '=', day)
        .where('scope_key', 'in', [...new Set(list.map((p) => p.row.scope_key))])
        .where('metric', 'in', [...new Set(list.map((p) => p.row.metric))]);
      for (const stored of await dialectOf(trx).forUpdate(query).execute()) {
        const p = merged.get(keyOf({ ...stored, day: Number(stored.day) }));
        if (!p) continue;
        parseHistogram(stored.histogram, p.histogram);
        p.row.good += Number(stored.good);
        p.row.needs_improvement += Number(stored.needs_improvement);
        p.row.poor += Number(stored.poor);
      }
    }
    await trx
      .insertInto('analytics_vitals_days')
      .values(part.map((p) => ({ ...p.row, histogram: histogramText(p.histogram) })))
      .onConflict((oc) =>
        oc.columns(['website_id', 'scope', 'scope_key', 'day', 'metric']).doUpdateSet((eb) => ({
          histogram: eb.ref('excluded.histogram'),
          good: eb.ref('excluded.good'),
          needs_improvement: eb.ref('excluded.needs_improvement'),
          poor: eb.ref('excluded.poor'),
        })),
      )
      .execute();
  }
}

/** One template or page and metric over a day range: merged histogram and rating counts. */
export interface VitalsTotals {
  key: string;
  metric: string;
  histogram: Histogram;
  good: number;
  needsImprovement: number;
  poor: number;
}

/**
 * Web-vitals of a day range per template or page and metric, merged from the day rows; with
 * `keys`, only those templates or pages (read through the primary key).
 */
export async function vitalsTotals(
  db: Executor,
  websiteId: string,
  range: DayRange,
  scope: 'template' | 'page',
  keys?: readonly string[],
): Promise<VitalsTotals[]> {
  if (keys?.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_vitals_days')
    .select(['scope_key', 'metric', 'histogram', 'good', 'needs_improvement', 'poor'])
    .where('website_id', '=', websiteId)
    .where('scope', '=', scope)
    .$if(keys !== undefined, (q) => q.where('scope_key', 'in', keys ?? []))
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  const totals = new Map<string, VitalsTotals>();
  for (const r of rows) {
    const key = `${r.scope_key}\u0000${r.metric}`;
    let t = totals.get(key);
    if (!t) {
      t = { key: r.scope_key, metric: r.metric, histogram: new Map(), good: 0, needsImprovement: 0, poor: 0 };
      totals.set(key, t);
    }
    parseHistogram(r.histogram, t.histogram);
    t.good += Number(r.good);
    t.needsImprovement += Number(r.needs_improvement);
    t.poor += Number(r.poor);
  }
  return [...totals.values()].sort((a, b) =>
    a.key === b.key ? (a.metric < b.metric ? -1 : 1) : a.key < b.key ? -1 : 1,
  );
}
