import type { Executor } from '@tessera/db';
import { createJobHandlers } from '../../job-handlers.js';
import { drain, testWorker } from '../../testing/jobs.js';
import { testConfig } from '../../testing/harness.js';

/** Runs the queued jobs that are due, and the renewals queued for up to `renewalsUntil` as if due now. */
export async function runJobs(db: Executor, renewalsUntil = 0): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: 0 })
    .where('type', '=', 'subscription-renewal')
    .where('status', '=', 'queued')
    .where('run_at', '<=', renewalsUntil)
    .execute();
  await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
}
