import type { Executor, Job } from '@tessera/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Payload type of every job type. Areas add their own by declaration merging:
 * @example declare module '../jobs/registry.js' { interface JobPayloads { 'waitlist-notify': { productId: string } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's declaration
export interface JobPayloads {}

export type JobType = keyof JobPayloads;

export interface JobContext<P> {
  websiteId: string;
  job: Job;
  payload: P;
  /** The plain database, for reads and for work that must not hold a transaction open. */
  db: Executor;
  log: FastifyBaseLogger;
  /**
   * Marks the job done and runs its database effects in the same transaction, so they happen exactly
   * once: if another worker took the job over (lease expired), the effects roll back and nothing is
   * recorded twice. Handlers that do not call it are finished by the worker when they return.
   */
  finish(effects?: (trx: Executor) => Promise<void>): Promise<void>;
}

export type JobHandler<T extends JobType> = (ctx: JobContext<JobPayloads[T]>) => Promise<void>;

/** The typed table of handlers the worker runs, by job type. */
export type JobHandlers = { [T in JobType]?: JobHandler<T> };

/** Thrown by `finish` when this worker no longer holds the job's lease. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}
