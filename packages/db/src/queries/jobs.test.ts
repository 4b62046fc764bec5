import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import { claimJobs, completeJob, failJob, findJob, insertJob, listJobs } from './jobs.js';
import { createWebsite } from './websites.js';

eachDialect('job queries', (getDb) => {
  const site = async () => (await createWebsite(getDb().db, { slug: `j${newId()}`, title: 'J' })).id;

  it('returns the same job for a repeated idempotency key', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const first = await insertJob(db, websiteId, {
      type: 'send-mail',
      payload: { n: 1 },
      idempotencyKey: 'k1',
    });
    const again = await insertJob(db, websiteId, {
      type: 'send-mail',
      payload: { n: 2 },
      idempotencyKey: 'k1',
    });
    expect(again.id).toBe(first.id);
    expect(again.payload).toEqual({ n: 1 });
    expect(await listJobs(db, websiteId)).toHaveLength(1);
  });

  it('claims only due jobs, once, and completes them for the lease holder only', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const due = await insertJob(db, websiteId, { type: 't', payload: null, runAt: Date.now() - 1000 });
    const later = await insertJob(db, websiteId, { type: 't', payload: null, runAt: Date.now() + 3_600_000 });
    const claimed = await claimJobs(db, { workerId: 'w1', limit: 100, leaseMs: 60_000 });
    const mine = claimed.filter((j) => j.website_id === websiteId);
    expect(mine.map((j) => j.id)).toEqual([due.id]);
    expect(mine[0]?.attempts).toBe(1);
    const second = await claimJobs(db, { workerId: 'w2', limit: 100, leaseMs: 60_000 });
    expect(second.some((j) => j.id === due.id || j.id === later.id)).toBe(false);
    expect(await completeJob(db, due.id, 'w2')).toBe(false);
    expect(await completeJob(db, due.id, 'w1')).toBe(true);
    expect((await findJob(db, websiteId, due.id))?.status).toBe('succeeded');
  });

  it('reclaims a job whose lease ran out', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const job = await insertJob(db, websiteId, { type: 't', payload: null, runAt: Date.now() - 1 });
    const first = await claimJobs(db, { workerId: 'dead', limit: 100, leaseMs: 60_000 });
    expect(first.some((j) => j.id === job.id)).toBe(true);
    expect(
      (await claimJobs(db, { workerId: 'early', limit: 100, leaseMs: 60_000 })).some((j) => j.id === job.id),
    ).toBe(false);
    clock.advance(60_001);
    const again = await claimJobs(db, { workerId: 'alive', limit: 100, leaseMs: 60_000 });
    const reclaimed = again.find((j) => j.id === job.id);
    expect(reclaimed?.locked_by).toBe('alive');
    expect(reclaimed?.attempts).toBe(2);
    expect(await completeJob(db, job.id, 'dead')).toBe(false);
  });

  it('requeues a failure until attempts run out, then marks it failed', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const job = await insertJob(db, websiteId, {
      type: 't',
      payload: null,
      runAt: Date.now() - 1,
      maxAttempts: 2,
    });
    await claimJobs(db, { workerId: 'w', limit: 100, leaseMs: 60_000 });
    expect(await failJob(db, job.id, 'w', 'boom', Date.now() - 1)).toBe('queued');
    await claimJobs(db, { workerId: 'w', limit: 100, leaseMs: 60_000 });
    expect(await failJob(db, job.id, 'w', 'boom again', Date.now())).toBe('failed');
    const stored = await findJob(db, websiteId, job.id);
    expect(stored?.status).toBe('failed');
    expect(stored?.last_error).toBe('boom again');
    expect(stored?.attempts).toBe(2);
  });

  it('does not show one website’s jobs to another', async () => {
    const { db } = getDb();
    const a = await site();
    const b = await site();
    const job = await insertJob(db, b, { type: 't', payload: { secret: 1 }, runAt: Date.now() + 3_600_000 });
    expect(await findJob(db, a, job.id)).toBeUndefined();
    expect(await listJobs(db, a)).toEqual([]);
  });
});
