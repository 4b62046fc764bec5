import { ANALYTICS_EVENT_TYPES, CENSUS_COOKIES, ok, parseVisitorRecord, visitIdOf } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { invalid, type Outcome } from '../failure.js';
import {
  hitData,
  ingest,
  mayTrack,
  namedEventRecord,
  pageViewRecord,
  requestFacts,
  type PageFacts,
} from '../analytics/index.js';

const EVENT_NAMES: Record<string, string> = {
  [ANALYTICS_EVENT_TYPES.SITE_SEARCH]: 'site-search',
  [ANALYTICS_EVENT_TYPES.AUDIO]: 'audio',
  [ANALYTICS_EVENT_TYPES.VIDEO]: 'video',
};

function parseJson(text: string): Outcome<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch {
    return invalid({ data: 'Could not parse the data.' });
  }
}

/** The page path of an event's URL, for the skip rules. */
function pagePath(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/**
 * RecordHit (storefront spec §7): the census record is required and must be well formed; the hit
 * is recorded only when the skip rules allow it. Returns whether it was recorded.
 */
export async function recordHit(
  request: FastifyRequest,
  body: { event: string; data: string; ss_cvr: string },
): Promise<Outcome<boolean>> {
  const record = parseVisitorRecord(body.ss_cvr);
  if (!record) return invalid({ ss_cvr: 'Invalid visitor record.' });
  const json = parseJson(body.data);
  if (!json.ok) return json;
  const parsed = hitData.safeParse(json.value);
  if (!parsed.success) return invalid({ data: 'Invalid hit data.' });
  const hit = parsed.data;
  if (hit.websiteId !== request.website.id) return ok(false);
  const page: PageFacts = hit;
  if (!(await mayTrack(request, { path: pagePath(hit.url), pageType: hit.pageType ?? null }, true)))
    return ok(false);
  const facts = await requestFacts(request);
  const visit = { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) };
  const event = Number(body.event);
  const { visitorCookie: _cookie, ...data } = hit;
  let queued: Outcome<void>;
  if (event === ANALYTICS_EVENT_TYPES.PAGE_VIEW || event === ANALYTICS_EVENT_TYPES.HEARTBEAT) {
    const heartbeat = event === ANALYTICS_EVENT_TYPES.HEARTBEAT;
    queued = ingest(request, [pageViewRecord(facts, page, visit, { heartbeat, data })]);
  } else {
    const name = EVENT_NAMES[body.event] ?? 'event';
    queued = ingest(request, [
      namedEventRecord(
        facts,
        'event',
        name,
        page,
        data,
        [{ dimension: 'event', key: name, metric: 'events' }],
        visit,
      ),
    ]);
  }
  return queued.ok ? ok(true) : queued;
}

/** The census record of a request: the body's, else the cookie's. */
export function censusRecordOf(request: FastifyRequest, fromBody?: string | null) {
  return parseVisitorRecord(fromBody ?? request.cookies[CENSUS_COOKIES.record]);
}

/**
 * A page-level census call (button click or render, overlay, form render, quick view): recorded
 * when the visitor has the census cookie and the skip rules allow it.
 */
export async function recordPageEvent(
  request: FastifyRequest,
  page: PageFacts | null,
  build: (
    facts: Awaited<ReturnType<typeof requestFacts>>,
    visit: { visitorId: string | null; visitId: string | null },
  ) => Parameters<typeof ingest>[1][number],
): Promise<Outcome<boolean>> {
  const record = censusRecordOf(request);
  const url = page?.url ?? request.headers.referer ?? '/';
  if (!(await mayTrack(request, { path: pagePath(url), pageType: page?.pageType ?? null }, record !== null)))
    return ok(false);
  const facts = await requestFacts(request);
  const visit = record
    ? { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) }
    : { visitorId: null, visitId: null };
  const queued = ingest(request, [build(facts, visit)]);
  return queued.ok ? ok(true) : queued;
}
