/** The jobs area as other areas see it: import it only through this file. */
export { enqueue, type EnqueueOptions } from './enqueue.js';
export {
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobPayloads,
  type JobType,
} from './registry.js';
export { createJobsWorker, type JobsWorker } from './worker.js';
