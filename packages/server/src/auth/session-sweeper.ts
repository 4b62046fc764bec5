import { deleteExpiredSiteHandoffs, deleteStaleSessions } from '@tessera/db';
import type { Config } from '../config.js';
import type { BackgroundWork } from '../background-work.js';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes expired and idle sessions (and expired site-switch handoffs) hourly. Both are already
 * refused when stale; this only keeps the tables small.
 */
export function sessionSweeperFor(config: Config, intervalMs = SWEEP_INTERVAL_MS): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(app) {
      const sweep = () => {
        const now = app.clock.now();
        const { db } = app.database;
        running = Promise.all([
          deleteStaleSessions(db, now, now - config.sessionIdleMs),
          deleteExpiredSiteHandoffs(db, now),
        ]).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
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
