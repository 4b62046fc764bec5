import type { Config } from './config.js';
import { createSmtpMailer, type Mailer } from './mail/index.js';
import type { BackgroundWork } from './background-work.js';
import { createJobHandlers } from './job-handlers.js';
import { createJobsWorker, type JobsWorker } from './jobs/index.js';

/** The jobs worker as background work of the server process (started after listen, stopped before the database closes). */
export function jobsWorkerFor(config: Config): BackgroundWork {
  let worker: JobsWorker | undefined;
  let mailer: Mailer | undefined;
  return {
    start(app) {
      mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
      worker = createJobsWorker({
        db: app.database.db,
        handlers: createJobHandlers({ config, mailer }),
        log: app.log.child({ component: 'jobs' }),
        pollMs: config.jobs.pollMs,
        leaseMs: config.jobs.leaseMs,
      });
      worker.start();
    },
    async stop() {
      await worker?.stop();
      mailer?.close();
    },
  };
}
