import { monthsBefore, utcDayOf } from '@tessera/core';
import type { AnalyticsEventRow, AnalyticsSettingsRow } from '../schema/analytics.js';
import type { Executor } from './executor.js';

/**
 * One page of a website's raw events in time order, after the (occurredAt, id) cursor: the CSV
 * export reads them page by page so memory stays flat whatever the range.
 */
export async function rawEventsPage(
  db: Executor,
  websiteId: string,
  fromMs: number,
  toMs: number,
  after: { occurredAt: number; id: string } | null,
  limit: number,
): Promise<AnalyticsEventRow[]> {
  let query = db
    .selectFrom('analytics_events')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', fromMs)
    .where('occurred_at', '<', toMs);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('occurred_at', '>', after.occurredAt),
        eb.and([eb('occurred_at', '=', after.occurredAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('occurred_at').orderBy('id').limit(limit).execute();
}

export interface AnalyticsSettingsInput {
  retentionMonths: number;
  replayProvider: string;
  replayId: string | null;
  replayEnabled: boolean;
}

export async function findAnalyticsSettings(
  db: Executor,
  websiteId: string,
): Promise<AnalyticsSettingsRow | undefined> {
  return db
    .selectFrom('analytics_settings')
    .selectAll()
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
}

export async function saveAnalyticsSettings(
  db: Executor,
  websiteId: string,
  input: AnalyticsSettingsInput,
  now: number,
): Promise<void> {
  const values = {
    retention_months: input.retentionMonths,
    replay_provider: input.replayProvider,
    replay_id: input.replayId,
    replay_enabled: input.replayEnabled ? 1 : 0,
    updated_at: now,
  };
  await db
    .insertInto('analytics_settings')
    .values({ website_id: websiteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

/** Websites and their retention in months (the default for websites without settings). */
export async function analyticsRetentions(
  db: Executor,
  defaultMonths: number,
): Promise<{ websiteId: string; months: number }[]> {
  const rows = await db
    .selectFrom('websites')
    .leftJoin('analytics_settings', 'analytics_settings.website_id', 'websites.id')
    .select(['websites.id', 'analytics_settings.retention_months'])
    .execute();
  return rows.map((r) => ({ websiteId: r.id, months: r.retention_months ?? defaultMonths }));
}

/**
 * Deletes one website's analytics older than its retention, at most `batch` raw events per call
 * (the jobs worker calls again while it returns a full batch), and the daily rollups of whole
 * days before the cutoff. Returns how many raw events went.
 */
export async function pruneAnalytics(
  db: Executor,
  websiteId: string,
  retentionMonths: number,
  now: number,
  batch: number,
): Promise<number> {
  const cutoff = monthsBefore(now, retentionMonths);
  const cutoffDay = utcDayOf(cutoff);
  const old = db
    .selectFrom('analytics_events')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('occurred_at', '<', cutoff)
    .limit(batch);
  const deleted = await db
    .deleteFrom('analytics_events')
    .where('website_id', '=', websiteId)
    .where('id', 'in', old)
    .executeTakeFirst();
  for (const table of [
    'analytics_daily',
    'analytics_visits',
    'analytics_daily_visitors',
    'analytics_vitals_days',
    'analytics_error_groups',
  ] as const) {
    await db.deleteFrom(table).where('website_id', '=', websiteId).where('day', '<', cutoffDay).execute();
  }
  return Number(deleted.numDeletedRows);
}

/** Deletes the salts of days before `keepFromDay`, so old visitor hashes can never be recomputed. */
export async function pruneAnalyticsSalts(db: Executor, keepFromDay: number): Promise<void> {
  await db.deleteFrom('analytics_salts').where('day', '<', keepFromDay).execute();
}
