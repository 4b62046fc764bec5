import { createHash } from 'node:crypto';
import { METRIC_VITALS, PAGE_TYPES, rateVital, utcDayOf, type PerformanceMetricKey } from '@tessera/core';
import { newId, type AnalyticsEventKind, type DailyIncrement, type NewAnalyticsEvent } from '@tessera/db';
import { removeCardNumbers, scrubCardData } from '../payments/index.js';
import { campaignOf, clientTraits, pathOf, referrerHost } from './enrich.js';
import type { IngestRecord } from './ingest-queue.js';
import { bucketOf } from './vitals-histogram.js';

/** What the server knows of the request an event came with. */
export interface RequestFacts {
  websiteId: string;
  host: string;
  userAgent: string | undefined;
  /** The daily-salted visitor hash (never the IP). */
  visitorHash: string;
  now: number;
}

/** The page an event happened on, as the visitor script reports it. */
export interface PageFacts {
  url: string;
  pageType?: number | null | undefined;
  template?: string | null | undefined;
  referrer?: string | null | undefined;
  queryString?: string | null | undefined;
}

export interface VisitFacts {
  visitorId: string | null;
  visitId: string | null;
}

const NO_VISIT: VisitFacts = { visitorId: null, visitId: null };

function baseEvent(
  facts: RequestFacts,
  kind: AnalyticsEventKind,
  name: string | null,
  page: PageFacts | null,
  visit: VisitFacts,
  data: unknown,
): NewAnalyticsEvent {
  const traits = clientTraits(facts.userAgent);
  const queryString = page?.queryString ? removeCardNumbers(page.queryString) : undefined;
  const campaign = campaignOf(queryString);
  return {
    id: newId(),
    website_id: facts.websiteId,
    kind,
    name: name === null ? null : removeCardNumbers(name).slice(0, 500),
    occurred_at: facts.now,
    day: utcDayOf(facts.now),
    visitor_id: visit.visitorId,
    visit_id: visit.visitId,
    visitor_hash: facts.visitorHash,
    path: page ? removeCardNumbers(pathOf(page.url)) : null,
    page_type: page?.pageType ?? null,
    template: page?.template?.slice(0, 128) ?? null,
    referrer_host: page ? referrerHost(page.referrer ?? undefined, facts.host) : null,
    utm_source: campaign.source,
    utm_medium: campaign.medium,
    utm_campaign: campaign.campaign,
    device: traits.device,
    browser: traits.browser,
    is_bot: traits.isBot ? 1 : 0,
    // Analytics routes take bodies the card guard would refuse and keep only scrubbed text.
    data: data === undefined ? null : JSON.stringify(scrubCardData(data)),
  };
}

function counter(
  event: NewAnalyticsEvent,
  dimension: string,
  key: string,
  metric: string,
  value = 1,
): DailyIncrement {
  return {
    website_id: event.website_id,
    day: event.day,
    dimension,
    dim_key: key.slice(0, 512),
    metric,
    value,
  };
}

/** A page view (or a heartbeat that extends the visit): the raw hit, its visit and its counters. */
export function pageViewRecord(
  facts: RequestFacts,
  page: PageFacts,
  visit: { visitorId: string; visitId: string },
  options: { heartbeat: boolean; data: unknown },
): IngestRecord {
  const event = baseEvent(
    facts,
    'page-view',
    options.heartbeat ? 'heartbeat' : null,
    page,
    visit,
    options.data,
  );
  if (event.is_bot) return { event, daily: [] };
  const path = event.path ?? '/';
  const pageView = {
    website_id: event.website_id,
    visit_id: visit.visitId,
    day: event.day,
    at: event.occurred_at,
    isPage: !options.heartbeat,
    dimensions: [
      { dimension: 'source', dim_key: event.referrer_host ?? '(direct)' },
      { dimension: 'device', dim_key: event.device ?? 'unknown' },
      { dimension: 'browser', dim_key: event.browser ?? 'Other' },
      { dimension: 'entry', dim_key: path },
      ...(event.utm_source || event.utm_campaign || event.utm_medium
        ? [
            {
              dimension: 'campaign',
              dim_key: [event.utm_source ?? '-', event.utm_medium ?? '-', event.utm_campaign ?? '-'].join(
                ' / ',
              ),
            },
          ]
        : []),
    ],
  };
  if (options.heartbeat) return { event, daily: [], pageView };
  const daily = [
    counter(event, 'site', '', 'pageviews'),
    counter(event, 'page', path, 'pageviews'),
    counter(event, 'template', event.template ?? '(none)', 'pageviews'),
  ];
  if (event.page_type === PAGE_TYPES.CHECKOUT) daily.push(counter(event, 'site', '', 'checkouts'));
  return {
    event,
    daily,
    pageView,
    visitor: { website_id: event.website_id, day: event.day, visitor_hash: facts.visitorHash },
  };
}

/**
 * Any other event: its raw row and, unless from a bot, the counters it adds (a metric of the site
 * and, when given, of one key of a dimension, e.g. a form or a button).
 */
export function namedEventRecord(
  facts: RequestFacts,
  kind: AnalyticsEventKind,
  name: string | null,
  page: PageFacts | null,
  data: unknown,
  counts: readonly { dimension: string; key: string; metric: string }[] = [],
  visit: VisitFacts = NO_VISIT,
): IngestRecord {
  const event = baseEvent(facts, kind, name, page, visit, data);
  if (event.is_bot) return { event, daily: [] };
  return { event, daily: counts.map((c) => counter(event, c.dimension, c.key, c.metric)) };
}

/** One performance record: raw row and its samples for the vitals day rows (histogram and rating). */
export function performanceRecord(
  facts: RequestFacts,
  page: PageFacts,
  metrics: Partial<Record<PerformanceMetricKey, number>>,
  data: unknown,
): IngestRecord {
  const event = baseEvent(facts, 'performance', null, page, NO_VISIT, data);
  if (event.is_bot) return { event, daily: [] };
  const path = event.path ?? '/';
  const template = event.template ?? '(none)';
  const vitals: NonNullable<IngestRecord['vitals']>[number][] = [];
  const daily: DailyIncrement[] = [];
  for (const [key, vital] of Object.entries(METRIC_VITALS) as [
    PerformanceMetricKey,
    NonNullable<(typeof METRIC_VITALS)[PerformanceMetricKey]>,
  ][]) {
    const value = metrics[key];
    if (value === undefined) continue;
    const bucket = bucketOf(vital, value);
    const rating = rateVital(vital, value);
    for (const [scope, scopeKey] of [
      ['template', template],
      ['page', path],
    ] as const) {
      vitals.push({
        website_id: event.website_id,
        day: event.day,
        scope,
        scope_key: scopeKey,
        metric: vital,
        bucket,
        rating,
        count: 1,
      });
    }
  }
  return { event, daily, vitals };
}

/** One JavaScript error: raw row and its group (message and page) for the day. */
export function javascriptErrorRecord(
  facts: RequestFacts,
  eventName: string,
  message: string,
  page: PageFacts,
  data: unknown,
  at: number,
): IngestRecord {
  const event = baseEvent(facts, 'javascript-error', message, page, NO_VISIT, data);
  if (event.is_bot) return { event, daily: [] };
  const path = event.path ?? '/';
  const text = removeCardNumbers(message).slice(0, 500);
  const groupKey = createHash('sha256').update(`${text}\u0000${path}`).digest('base64url').slice(0, 22);
  return {
    event,
    daily: [counter(event, 'site', '', 'errors')],
    error: {
      website_id: event.website_id,
      day: event.day,
      group_key: groupKey,
      message: text,
      path,
      count: 1,
      last_seen: Math.min(at, facts.now),
    },
  };
}
