import { reportableMetrics, type PerformanceMetricKey } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ingest,
  javascriptErrorRecord,
  mayTrack,
  namedEventRecord,
  performanceRecord,
  requestFacts,
  type javascriptErrorsBody,
  type performanceBody,
} from '../analytics/index.js';
import { CENSUS_COOKIES, ok, parseVisitorRecord, visitIdOf } from '@tessera/core';
import type { Outcome } from '../failure.js';

/** Tracking events the visitor script sends, and the counters each adds (storefront spec §7). */
const TRACKED_EVENTS: Record<
  string,
  { kind: 'event' | 'add-to-cart'; metric: string; productDimension: boolean }
> = {
  ViewProduct: { kind: 'event', metric: 'product_views', productDimension: true },
  AddToCart: { kind: 'add-to-cart', metric: 'add_to_cart', productDimension: true },
  VideoPaywall: { kind: 'event', metric: 'video_paywall_views', productDimension: false },
  AccessDenied: { kind: 'event', metric: 'access_denied_views', productDimension: false },
};

const eventData = z
  .object({
    url: z.string().max(2048).optional(),
    pageType: z.number().int().min(0).max(999).nullish(),
    template: z.string().max(128).nullish(),
    productId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  })
  .passthrough();

function parseData(text: string | undefined): z.infer<typeof eventData> | null {
  if (text === undefined || text === '') return {};
  try {
    const parsed = eventData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function pathOfUrl(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/**
 * A legacy (RecordEvent) or collector event: recorded when the visitor has the census cookie and
 * the skip rules allow; unknown or malformed data is dropped. Returns whether it was recorded.
 */
export async function recordTrackingEvent(
  request: FastifyRequest,
  name: string,
  dataText: string | undefined,
  source: 'legacy' | 'collector',
): Promise<Outcome<boolean>> {
  const data = parseData(dataText);
  if (data === null) return ok(false);
  const record = parseVisitorRecord(request.cookies[CENSUS_COOKIES.record]);
  const url = data.url ?? request.headers.referer ?? '/';
  const page = { url, pageType: data.pageType ?? null, template: data.template ?? null };
  // Tracking events come from pages whose views are not tracked too (access denied): only the path counts.
  if (!(await mayTrack(request, { path: pathOfUrl(url), pageType: null }, record !== null))) return ok(false);
  const facts = await requestFacts(request);
  const visit = record
    ? { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) }
    : { visitorId: null, visitId: null };
  const tracked = TRACKED_EVENTS[name];
  const counts = tracked
    ? [
        { dimension: 'site', key: '', metric: tracked.metric },
        ...(tracked.productDimension && data.productId
          ? [{ dimension: 'product', key: data.productId, metric: tracked.metric }]
          : []),
      ]
    : [{ dimension: 'event', key: name, metric: 'events' }];
  const kind = tracked?.kind ?? (source === 'collector' ? 'collector' : 'event');
  const queued = ingest(request, [namedEventRecord(facts, kind, name, page, data, counts, visit)]);
  return queued.ok ? ok(true) : queued;
}

/** RecordJavascriptErrors: each error grouped by message and page. */
export async function recordJavascriptErrors(
  request: FastifyRequest,
  events: z.infer<typeof javascriptErrorsBody>,
): Promise<Outcome<void>> {
  // Monitoring needs no census cookie, but signed-in contributors and skipped pages still count for nothing.
  const first = events[0];
  if (!first || !(await mayTrack(request, { path: pathOfUrl(first.data.url), pageType: null }, true)))
    return ok(undefined);
  const facts = await requestFacts(request);
  return ingest(
    request,
    events.map((e) =>
      javascriptErrorRecord(facts, e.event, e.data.message, { url: e.data.url }, e, e.timestamp),
    ),
  );
}

/** The performance collector's records: one row each, rated and added to the vitals histograms. */
export async function recordPerformance(
  request: FastifyRequest,
  records: z.infer<typeof performanceBody>,
): Promise<Outcome<void>> {
  const first = records[0];
  const page = first ? { path: pathOfUrl(first.data.url), pageType: first.data.pageType ?? null } : null;
  if (!page || !(await mayTrack(request, page, true))) return ok(undefined);
  const facts = await requestFacts(request);
  return ingest(
    request,
    records.map((r) => {
      const { url, pageType, template, ...metrics } = r.data;
      const kept = reportableMetrics(metrics as Partial<Record<PerformanceMetricKey, number>>);
      return performanceRecord(facts, { url, pageType, template }, kept, { ...r, data: { url, ...kept } });
    }),
  );
}
