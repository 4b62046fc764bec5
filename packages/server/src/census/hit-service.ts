import { ANALYTICS_EVENT_TYPES, CENSUS_COOKIES, parseVisitorRecord, visitIdOf } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation-failed', { data: 'Could not parse the data.' });
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
): Promise<boolean> {
  const record = parseVisitorRecord(body.ss_cvr);
  if (!record) throw new AppError('validation-failed', { ss_cvr: 'Invalid visitor record.' });
  const parsed = hitData.safeParse(parseJson(body.data));
  if (!parsed.success) throw new AppError('validation-failed', { data: 'Invalid hit data.' });
  const hit = parsed.data;
  if (hit.websiteId !== request.website.id) return false;
  const page: PageFacts = hit;
  if (!(await mayTrack(request, { path: pagePath(hit.url), pageType: hit.pageType ?? null }, true)))
    return false;
  const facts = await requestFacts(request);
  const visit = { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) };
  const event = Number(body.event);
  const { visitorCookie: _cookie, ...data } = hit;
  if (event === ANALYTICS_EVENT_TYPES.PAGE_VIEW || event === ANALYTICS_EVENT_TYPES.HEARTBEAT) {
    const heartbeat = event === ANALYTICS_EVENT_TYPES.HEARTBEAT;
    ingest(request, [pageViewRecord(facts, page, visit, { heartbeat, data })]);
  } else {
    const name = EVENT_NAMES[body.event] ?? 'event';
    ingest(request, [
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
  return true;
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
): Promise<boolean> {
  const record = censusRecordOf(request);
  const url = page?.url ?? request.headers.referer ?? '/';
  if (!(await mayTrack(request, { path: pagePath(url), pageType: page?.pageType ?? null }, record !== null)))
    return false;
  const facts = await requestFacts(request);
  const visit = record
    ? { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) }
    : { visitorId: null, visitId: null };
  ingest(request, [build(facts, visit)]);
  return true;
}
