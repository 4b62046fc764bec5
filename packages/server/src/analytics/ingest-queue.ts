import {
  writeAnalyticsBatch,
  type AnalyticsBatch,
  type DailyIncrement,
  type ErrorIncrement,
  type Executor,
  type NewAnalyticsEvent,
  type VisitPageView,
  type VitalIncrement,
} from '@tessera/db';
import type { FastifyBaseLogger } from 'fastify';

/** One accepted event and the rollup counters it adds. */
export interface IngestRecord {
  event: NewAnalyticsEvent;
  daily: readonly DailyIncrement[];
  pageView?: VisitPageView;
  visitor?: { website_id: string; day: number; visitor_hash: string };
  vitals?: readonly VitalIncrement[];
  error?: ErrorIncrement;
}

export interface IngestQueueOptions {
  /** How long an accepted event may wait before its flush. */
  flushMs: number;
  /** Flush at once when this many events wait. */
  batchSize: number;
  /** Refuse events (the caller answers 429) when this many wait: the database is not keeping up. */
  maxPending: number;
}

export const DEFAULT_INGEST_OPTIONS: IngestQueueOptions = {
  flushMs: 200,
  batchSize: 1000,
  maxPending: 50_000,
};

export interface IngestQueue {
  /** Accepts records; false when the queue is full (nothing was accepted). */
  push(records: readonly IngestRecord[]): boolean;
  /** Writes everything accepted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes everything accepted: nothing acknowledged is lost on a graceful stop. */
  close(): Promise<void>;
  readonly pending: number;
}

function batchOf(records: readonly IngestRecord[]): AnalyticsBatch {
  const batch = {
    events: [] as NewAnalyticsEvent[],
    daily: [] as DailyIncrement[],
    pageViews: [] as VisitPageView[],
    visitors: [] as NonNullable<IngestRecord['visitor']>[],
    vitals: [] as VitalIncrement[],
    errors: [] as ErrorIncrement[],
  };
  for (const r of records) {
    batch.events.push(r.event);
    batch.daily.push(...r.daily);
    if (r.pageView) batch.pageViews.push(r.pageView);
    if (r.visitor) batch.visitors.push(r.visitor);
    if (r.vitals) batch.vitals.push(...r.vitals);
    if (r.error) batch.errors.push(r.error);
  }
  return batch;
}

/**
 * The short in-memory queue between the ingestion routes and the database: events are answered
 * at once and written together, one transaction per flush, so thousands of events a second cost a
 * few statements instead of thousands. A failed flush keeps its events for the next one.
 */
export function createIngestQueue(
  db: Executor,
  log: FastifyBaseLogger,
  options: IngestQueueOptions = DEFAULT_INGEST_OPTIONS,
): IngestQueue {
  let pending: IngestRecord[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  let failures = 0;

  const writeSome = async () => {
    while (pending.length > 0) {
      const taken = pending.slice(0, options.batchSize);
      try {
        await writeAnalyticsBatch(db, batchOf(taken));
        pending = pending.slice(taken.length);
        failures = 0;
      } catch (error) {
        failures += 1;
        log.error({ err: error, events: taken.length, failures }, 'analytics flush failed');
        // A batch the database refuses three times running is dropped, never retried forever.
        if (failures >= 3) {
          pending = pending.slice(taken.length);
          failures = 0;
        }
        return;
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = running.then(writeSome);
    return running;
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => void flush(), options.flushMs);
    timer.unref();
  };

  return {
    push(records) {
      if (records.length === 0) return true;
      if (pending.length + records.length > options.maxPending) return false;
      pending.push(...records);
      if (pending.length >= options.batchSize) void flush();
      else schedule();
      return true;
    },
    flush,
    async close() {
      closed = true;
      // Retry while the database is still there; give up after three failures in a row.
      for (let attempt = 0; attempt < 3 && pending.length > 0; attempt++) await flush();
      await running;
    },
    get pending() {
      return pending.length;
    },
  };
}
