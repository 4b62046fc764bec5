import { randomBytes } from 'node:crypto';
import { ok, shouldTrack, utcDayOf, type ContributorRole } from '@tessera/core';
import { dailySalt, type Executor, type TesseraDatabase } from '@tessera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadOwner, SESSION_COOKIE } from '../auth/index.js';
import { fail, type Outcome } from '../failure.js';
import { visitorHash } from './enrich.js';
import { createIngestQueue, type IngestQueue, type IngestRecord } from './ingest-queue.js';
import type { RequestFacts } from './records.js';

const queues = new WeakMap<TesseraDatabase, IngestQueue>();
const salts = new Map<number, Promise<string>>();

/** Creates the app's ingestion queue and writes what it holds when the app closes. */
export function setupIngestQueue(app: FastifyInstance): IngestQueue {
  const queue = createIngestQueue(app.database.db, app.log.child({ component: 'analytics' }));
  queues.set(app.database, queue);
  // preClose: the database is still open while the last events are written.
  app.addHook('preClose', async () => queue.close());
  return queue;
}

function queueOf(request: FastifyRequest): IngestQueue {
  const queue = queues.get(request.server.database);
  if (!queue) throw new Error('The analytics ingestion queue is not set up');
  return queue;
}

/** Today's salt, read once per day and process. */
async function saltOf(db: Executor, day: number): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = dailySalt(db, day, () => randomBytes(16).toString('base64url'));
    salts.set(day, salt);
    salt.catch(() => salts.delete(day));
    for (const old of salts.keys()) if (old < day - 1) salts.delete(old);
  }
  return salt;
}

/** What the server knows of an ingestion request: website, host, user agent, visitor hash, time. */
export async function requestFacts(request: FastifyRequest): Promise<RequestFacts> {
  const now = request.server.clock.now();
  const userAgent = request.headers['user-agent'];
  const salt = await saltOf(request.server.database.db, utcDayOf(now));
  return {
    websiteId: request.website.id,
    host: request.host,
    userAgent,
    visitorHash: visitorHash(salt, request.website.id, request.ip, userAgent),
    now,
  };
}

/** The website roles of the signed-in account of the request, or null for a visitor. */
export async function accountRolesOf(request: FastifyRequest): Promise<ContributorRole[] | null> {
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) return null;
  const { config, database } = request.server;
  const owner = await loadOwner(database.db, request.website.id, sessionId, {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  return owner ? [owner.role] : null;
}

/** The skip rules of storefront spec §6 for an event reported from a page. */
export async function mayTrack(
  request: FastifyRequest,
  page: { path: string; pageType: number | null },
  hasCensusCookie: boolean,
): Promise<boolean> {
  if (!hasCensusCookie) return false;
  return shouldTrack({ hasCensusCookie, accountRoles: await accountRolesOf(request), ...page });
}

/** Hands accepted events to the queue; a full queue answers 429 so the browser backs off. */
export function ingest(request: FastifyRequest, records: readonly IngestRecord[]): Outcome<void> {
  return queueOf(request).push(records) ? ok(undefined) : fail('rate-limited');
}

/** Writes what the queue holds now (tests and benchmarks wait for it). */
export async function flushIngestQueue(database: TesseraDatabase): Promise<void> {
  await queues.get(database)?.flush();
}
