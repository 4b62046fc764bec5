import { randomUUID } from 'node:crypto';
import {
  claimJobs,
  clockOf,
  completeJob,
  type Executor,
  failJob,
  inTransaction,
  type Job,
} from '@tessera/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  LeaseLostError,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobType,
} from './registry.js';

export interface WorkerOptions {
  db: Executor;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  workerId?: string;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
}

export interface JobsWorker {
  readonly workerId: string;
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /** Claims and runs one batch; returns how many jobs it ran. */
  runOnce(): Promise<number>;
}

/** 2 s, 4 s, 8 s … capped at 15 minutes. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(2 ** attempt * 1000, 15 * 60_000);
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createJobsWorker(options: WorkerOptions): JobsWorker {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const { db, handlers, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoff = options.backoffMs ?? exponentialBackoff;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function finish(job: Job, effects?: (trx: Executor) => Promise<void>): Promise<void> {
    await inTransaction(db, async (trx) => {
      if (effects) await effects(trx);
      if (!(await completeJob(trx, job.id, workerId)))
        throw new LeaseLostError(`Lease on job ${job.id} lost`);
    });
  }

  async function runJob(job: Job): Promise<void> {
    const handler = handlers[job.type as JobType] as JobHandler<JobType> | undefined;
    let finished = false;
    const ctx: JobContext<never> = {
      websiteId: job.website_id,
      job,
      payload: job.payload as never,
      db,
      log: log.child({ jobId: job.id, jobType: job.type }),
      finish: async (effects) => {
        await finish(job, effects);
        finished = true;
      },
    };
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(ctx);
      if (!finished) await finish(job);
    } catch (error) {
      if (error instanceof LeaseLostError) return void ctx.log.warn('job taken over by another worker');
      ctx.log.error({ err: error, attempt: job.attempts }, 'job failed');
      await failJob(db, job.id, workerId, errorText(error), clockOf(db).now() + backoff(job.attempts));
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(db, { workerId, limit: options.batchSize ?? 10, leaseMs });
    for (const job of jobs) await runJob(job);
    return jobs.length;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error: unknown) => {
        log.error({ err: error }, 'jobs poll failed');
        return 0;
      });
      void running.then((count) => schedule(count > 0 ? 0 : (options.pollMs ?? 1000)));
    }, delay);
  }

  return {
    workerId,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
