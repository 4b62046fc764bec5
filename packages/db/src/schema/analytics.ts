import type { Selectable } from 'kysely';

/** What a raw analytics event is (storefront spec §7, platform spec §7). */
export const ANALYTICS_EVENT_KINDS = [
  'page-view',
  'button-click',
  'button-render',
  'form-render',
  'form-submit',
  'overlay',
  'quick-view',
  'event',
  'add-to-cart',
  'javascript-error',
  'performance',
  'collector',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** Raw events, kept for the owner's retention period (default 13 months). */
export interface AnalyticsEventsTable {
  id: string;
  website_id: string;
  kind: AnalyticsEventKind;
  /** The event's own name: a tracking event, a button label, a form id, an error message, … */
  name: string | null;
  occurred_at: number;
  /** Days since the epoch (UTC). */
  day: number;
  /** The census record's identifier (a random id the browser holds). */
  visitor_id: string | null;
  visit_id: string | null;
  /** A hash of IP, user agent and website with a salt that changes daily: never the IP itself. */
  visitor_hash: string | null;
  path: string | null;
  page_type: number | null;
  template: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  is_bot: number;
  /** The event's payload as JSON text. */
  data: string | null;
}

/** Per day counters by dimension (site, page, template, source, campaign, device, browser, …). */
export interface AnalyticsDailyTable {
  website_id: string;
  day: number;
  dimension: string;
  dim_key: string;
  metric: string;
  value: number;
}

/** One row per visit, so a second page view can turn a bounce into a visit and add its length. */
export interface AnalyticsVisitsTable {
  website_id: string;
  visit_id: string;
  day: number;
  started_at: number;
  last_at: number;
  page_views: number;
}

/** Visitors seen per day (their daily hash), to count unique visitors. */
export interface AnalyticsDailyVisitorsTable {
  website_id: string;
  day: number;
  visitor_hash: string;
}

/**
 * Web-vitals per day, template or page, and metric (migration 1130): one compact row holding the
 * day's log-scale histogram as JSON text (`[bucket, count, bucket, count, …]`) and the good / needs improvement /
 * poor counts, so a 30-day report over 50 pages reads 7,500 small rows.
 */
export interface AnalyticsVitalsDaysTable {
  website_id: string;
  scope: 'template' | 'page';
  scope_key: string;
  day: number;
  metric: string;
  histogram: string;
  good: number;
  needs_improvement: number;
  poor: number;
}

/** JavaScript errors grouped per day by message and page. */
export interface AnalyticsErrorGroupsTable {
  website_id: string;
  day: number;
  group_key: string;
  message: string;
  path: string;
  count: number;
  last_seen: number;
}

/** The daily salt of visitor hashes; old salts are deleted so hashes cannot be recomputed. */
export interface AnalyticsSaltsTable {
  day: number;
  salt: string;
}

/** The owner's analytics settings per website. */
export interface AnalyticsSettingsTable {
  website_id: string;
  retention_months: number;
  replay_provider: string;
  replay_id: string | null;
  replay_enabled: number;
  updated_at: number;
}

export type AnalyticsEventRow = Selectable<AnalyticsEventsTable>;
export type AnalyticsSettingsRow = Selectable<AnalyticsSettingsTable>;
