import {
  createDatabase,
  createWebsite,
  findJob,
  insertOutboxMail,
  listJobs,
  listOutboxMail,
  newId,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { claimJobs } from '@tessera/db';
import { expect, it } from 'vitest';
import { drain, testWorker } from '../testing/jobs.js';
import { enqueue } from './enqueue.js';
import type { JobHandlers } from './registry.js';
import type { Executor } from '@tessera/db';

const mail = (n: number) => ({ to: `v${n}@example.com`, subject: `Hello ${n}`, text: 'Hi' });

/** A send-mail handler whose effect (an outbox row) is recorded with the job's completion. */
function recordingHandlers(runs: Map<string, number>, before?: () => Promise<void>): JobHandlers {
  return {
    'send-mail': async (ctx) => {
      runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1);
      await before?.();
      await ctx.finish(async (trx: Executor) => {
        await insertOutboxMail(trx, ctx.websiteId, {
          ...ctx.payload,
          from: 'shop@example.com',
          status: 'stored',
          jobId: ctx.job.id,
        });
      });
    },
  };
}

eachDialect('jobs worker', (getDb) => {
  const site = async () => (await createWebsite(getDb().db, { slug: `w${newId()}`, title: 'W' })).id;

  it('runs a queued job once and records its effect with the completion', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(1));
    const runs = new Map<string, number>();
    await drain(testWorker(db, recordingHandlers(runs)));
    expect(runs.get(job.id)).toBe(1);
    expect((await findJob(db, websiteId, job.id))?.status).toBe('succeeded');
    expect((await listOutboxMail(db, websiteId)).map((m) => m.job_id)).toEqual([job.id]);
  });

  it('does not run a job before its run_at', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(2), { runAt: clock.now() + 3_600_000 });
    const runs = new Map<string, number>();
    await drain(testWorker(db, recordingHandlers(runs)));
    expect(runs.has(job.id)).toBe(false);
    expect((await findJob(db, websiteId, job.id))?.status).toBe('queued');
  });

  it('retries a failing job with backoff and gives up after max attempts', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(3), { maxAttempts: 3 });
    let calls = 0;
    const delays: number[] = [];
    const worker = testWorker(
      db,
      {
        'send-mail': async () => {
          calls += 1;
          throw new Error(`smtp down ${calls}`);
        },
      },
      { backoffMs: (attempt) => (delays.push(attempt), -1000) },
    );
    await drain(worker);
    const stored = await findJob(db, websiteId, job.id);
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2, 3]);
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: smtp down 3' });
  });

  it('schedules the retry in the future by the backoff', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(4));
    const worker = testWorker(
      db,
      { 'send-mail': async () => Promise.reject(new Error('nope')) },
      { backoffMs: () => 60_000 },
    );
    await drain(worker);
    const stored = await findJob(db, websiteId, job.id);
    expect(stored?.status).toBe('queued');
    expect(stored?.run_at).toBeGreaterThan(getDb().clock.now() + 50_000);
  });

  it('fails a job of an unknown type instead of dropping it', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(5), { maxAttempts: 1 });
    await drain(testWorker(db, {}));
    expect(await findJob(db, websiteId, job.id)).toMatchObject({
      status: 'failed',
      last_error: 'Error: No handler for job type send-mail',
    });
  });

  it('never runs a job twice when two workers race', async () => {
    const { db, kind, config } = getDb();
    // Two pools stand for two processes on PostgreSQL. SQLite is one process with one connection,
    // so there the two workers race through the same connection.
    const other = kind === 'postgres' ? createDatabase(config) : undefined;
    const websiteId = await site();
    const jobs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => enqueue(db, websiteId, 'send-mail', mail(100 + i))),
    );
    const runsA = new Map<string, number>();
    const runsB = new Map<string, number>();
    // Each handler yields once, so the two workers' claims and runs interleave.
    const tick = () => new Promise<void>((r) => setImmediate(r));
    const a = testWorker(db, recordingHandlers(runsA, tick), { workerId: 'a' });
    const b = testWorker(other?.db ?? db, recordingHandlers(runsB, tick), { workerId: 'b' });
    await Promise.all([drain(a), drain(b)]);
    await other?.close();
    const total = (id: string) => (runsA.get(id) ?? 0) + (runsB.get(id) ?? 0);
    expect(jobs.map((j) => total(j.id))).toEqual(jobs.map(() => 1));
    expect(runsA.size + runsB.size).toBe(40);
    const done = await listJobs(db, websiteId, 'succeeded');
    expect(done).toHaveLength(40);
    expect(new Set(done.map((j) => j.locked_by))).toEqual(new Set([null]));
    expect(await listOutboxMail(db, websiteId)).toHaveLength(40);
  });

  it('retries a job whose worker crashed once the lease runs out', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(6));
    // The crashed process claimed the job and never came back.
    await claimJobs(db, { workerId: 'crashed', limit: 1000, leaseMs: 1000 });
    const runs = new Map<string, number>();
    const survivor = testWorker(db, recordingHandlers(runs));
    await drain(survivor);
    expect(runs.has(job.id)).toBe(false);
    clock.advance(1200);
    await drain(survivor);
    expect(runs.get(job.id)).toBe(1);
    expect(await findJob(db, websiteId, job.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('rolls back the effects of a worker that lost its lease', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const job = await enqueue(db, websiteId, 'send-mail', mail(7));
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((r) => (release = r));
    let started: () => void = () => undefined;
    const holding = new Promise<void>((r) => (started = r));
    const slowRuns = new Map<string, number>();
    const slow = testWorker(
      db,
      recordingHandlers(slowRuns, () => {
        started();
        return stalled;
      }),
      { workerId: 'slow', leaseMs: 100 },
    );
    const slowRun = drain(slow, 1);
    // The slow worker holds the job; its lease runs out while it is still working.
    await holding;
    clock.advance(250);
    const fastRuns = new Map<string, number>();
    await drain(testWorker(db, recordingHandlers(fastRuns), { workerId: 'fast' }));
    release();
    await slowRun;
    expect(slowRuns.get(job.id)).toBe(1);
    expect(fastRuns.get(job.id)).toBe(1);
    expect((await listOutboxMail(db, websiteId)).filter((m) => m.job_id === job.id)).toHaveLength(1);
    expect(await findJob(db, websiteId, job.id)).toMatchObject({ status: 'succeeded', locked_by: null });
  });

  it('loses nothing across a restart', async () => {
    const { config } = getDb();
    const before = createDatabase(config);
    const websiteId = (await createWebsite(before.db, { slug: `r${newId()}`, title: 'R' })).id;
    const queued = [];
    for (let i = 0; i < 3; i += 1)
      queued.push(await enqueue(before.db, websiteId, 'send-mail', mail(200 + i)));
    await before.close();
    const after = createDatabase(config);
    const runs = new Map<string, number>();
    await drain(testWorker(after.db, recordingHandlers(runs)));
    expect(queued.map((j) => runs.get(j.id))).toEqual([1, 1, 1]);
    await after.close();
  });
});
