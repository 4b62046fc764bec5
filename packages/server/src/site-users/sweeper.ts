import { type Executor, sweepSiteUserRows } from '@tessera/db';
import type { BackgroundWork } from '../background-work.js';
import { LOCKOUT_WINDOW_MS } from './lockout.js';
import { BROWSER_SESSION_IDLE_MS } from './sessions.js';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** One sweep at `now`: stale sessions, expired links, failures outside the lockout window. */
export function sweepSiteUsers(db: Executor, now: number): Promise<number> {
  return sweepSiteUserRows(db, {
    now,
    idleBefore: now - BROWSER_SESSION_IDLE_MS,
    failuresBefore: now - LOCKOUT_WINDOW_MS,
  });
}

/** Sweeps hourly. Stale rows are already refused when read; this only keeps the tables small. */
export function siteUserSweeper(intervalMs = SWEEP_INTERVAL_MS): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(app) {
      const sweep = () => {
        running = sweepSiteUsers(app.database.db, app.clock.now()).catch((error: unknown) =>
          app.log.warn({ err: error }, 'site-user sweep failed'),
        );
      };
      timer = setInterval(sweep, intervalMs);
      timer.unref();
      sweep();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
