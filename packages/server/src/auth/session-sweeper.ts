import { deleteStaleSessions } from '@tessera/db';
import type { Config } from '../config.js';
import type { BackgroundWork } from '../background-work.js';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes expired and idle sessions hourly. Sessions are already refused when stale; this only
 * keeps the table small.
 */
export function sessionSweeperFor(config: Config, intervalMs = SWEEP_INTERVAL_MS): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(app) {
      const sweep = () => {
        const now = app.clock.now();
        running = deleteStaleSessions(app.database.db, now, now - config.sessionIdleMs).catch(
          (error: unknown) => app.log.warn({ err: error }, 'session sweep failed'),
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
