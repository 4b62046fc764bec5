import { insertJob, type Executor, type Job } from '@tessera/db';
import type { JobPayloads, JobType } from './registry.js';

export interface EnqueueOptions {
  /** Epoch milliseconds; default now. */
  runAt?: number;
  /** A second enqueue with the same key on this website returns the first job instead. */
  idempotencyKey?: string;
  maxAttempts?: number;
}

/**
 * Queues durable work. Pass the caller's transaction as `db` so the job exists only if the
 * caller's own writes commit.
 * @example await enqueue(trx, websiteId, 'send-mail', { to, subject, text }, { idempotencyKey: `order-${id}` });
 */
export async function enqueue<T extends JobType>(
  db: Executor,
  websiteId: string,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<Job> {
  return insertJob(db, websiteId, {
    type,
    payload,
    runAt: options.runAt,
    idempotencyKey: options.idempotencyKey,
    maxAttempts: options.maxAttempts,
  });
}
