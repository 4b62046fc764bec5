import { sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { JobRow, JobStatus } from '../schema/work.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Job = Decoded<JobRow>;

const decodeJob = rowDecoder<JobRow>(['payload'], []);

export interface NewJob {
  type: string;
  payload: unknown;
  runAt?: number | undefined;
  idempotencyKey?: string | undefined;
  maxAttempts?: number | undefined;
}

/**
 * Inserts a job. With an idempotency key already used on this website, the existing job is
 * returned and nothing new is queued.
 */
export async function insertJob(db: Executor, websiteId: string, input: NewJob): Promise<Job> {
  const now = clockOf(db).now();
  const inserted = await db
    .insertInto('jobs')
    .values({
      id: newId(),
      website_id: websiteId,
      type: input.type,
      payload: toJson(input.payload ?? null),
      max_attempts: input.maxAttempts,
      run_at: input.runAt ?? now,
      idempotency_key: input.idempotencyKey ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['website_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return decodeJob(inserted);
  const existing = await db
    .selectFrom('jobs')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('idempotency_key', '=', input.idempotencyKey ?? '')
    .executeTakeFirstOrThrow();
  return decodeJob(existing);
}

export async function findJob(db: Executor, websiteId: string, jobId: string): Promise<Job | undefined> {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row && decodeJob(row);
}

export async function listJobs(db: Executor, websiteId: string, status?: JobStatus): Promise<Job[]> {
  let query = db.selectFrom('jobs').selectAll().where('website_id', '=', websiteId);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(decodeJob);
}

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
}

/**
 * Claims due jobs for one worker across all websites (the worker serves the whole install):
 * queued jobs whose run_at has come, and running jobs whose lease ran out (their worker died).
 * One statement; on PostgreSQL the candidate rows are locked with SKIP LOCKED so racing
 * workers never claim the same job, on SQLite writers are serialised by the database. Lease and
 * due times are read from the database's clock (`clockOf`), like every other time the app
 * stores, so processes sharing a database keep their machines' clocks in sync (NTP).
 */
export async function claimJobs(db: Executor, options: ClaimOptions): Promise<Job[]> {
  const dialect = dialectOf(db);
  const now = clockOf(db).now();
  const candidates = dialect.forUpdate(
    db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(options.limit),
    { skipLocked: true },
  );
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_by: options.workerId,
      locked_until: now + options.leaseMs,
      attempts: sql<number>`attempts + 1`,
      updated_at: now,
    })
    .where('id', 'in', candidates)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .returningAll()
    .execute();
  return rows.map(decodeJob);
}

/**
 * Marks a claimed job done. Returns false when this worker no longer holds the lease, in which
 * case the caller must roll back the job's effects (they share this transaction).
 */
export async function completeJob(db: Executor, jobId: string, workerId: string): Promise<boolean> {
  const now = clockOf(db).now();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'succeeded', locked_by: null, locked_until: null, finished_at: now, updated_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt: back to queued at `retryAt`, or failed for good when attempts are used up. */
export async function failJob(
  db: Executor,
  jobId: string,
  workerId: string,
  error: string,
  retryAt: number,
): Promise<JobStatus | undefined> {
  const now = clockOf(db).now();
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: eb
        .case()
        .when('attempts', '>=', eb.ref('max_attempts'))
        .then('failed')
        .else('queued')
        .end()
        .$castTo<JobStatus>(),
      run_at: retryAt,
      finished_at: eb.case().when('attempts', '>=', eb.ref('max_attempts')).then(now).else(null).end(),
      locked_by: null,
      locked_until: null,
      last_error: error.slice(0, 2000),
      updated_at: now,
    }))
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}
