import type { Executor } from '@tessera/db';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { JobHandlers } from '../jobs/index.js';
import { createJobsWorker, type JobsWorker } from '../jobs/index.js';

export const silentLog: FastifyBaseLogger = pino({ level: 'silent' });

/** A worker for tests: no polling timer, retries due immediately unless told otherwise. */
export function testWorker(
  db: Executor,
  handlers: JobHandlers,
  options: { workerId?: string; leaseMs?: number; backoffMs?: (attempt: number) => number } = {},
): JobsWorker {
  return createJobsWorker({
    db,
    handlers,
    log: silentLog,
    leaseMs: options.leaseMs ?? 60_000,
    backoffMs: options.backoffMs ?? (() => -1000),
    ...(options.workerId && { workerId: options.workerId }),
  });
}

/** Runs batches until no job is due. */
export async function drain(worker: JobsWorker, maxRounds = 50): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxRounds; round += 1) {
    const ran = await worker.runOnce();
    total += ran;
    if (ran === 0) break;
  }
  return total;
}
