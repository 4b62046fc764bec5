import { DEFAULT_ANALYTICS_RETENTION_MONTHS, utcDayOf } from '@tessera/core';
import {
  analyticsRetentions,
  clockOf,
  findAnalyticsSettings,
  pruneAnalytics,
  pruneAnalyticsSalts,
} from '@tessera/db';
import { enqueue } from '../jobs/index.js';
import type { JobHandler } from '../jobs/index.js';
import type { BackgroundWork } from '../background-work.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    'analytics-prune': { day: number };
  }
}

const CHECK_INTERVAL_MS = 60 * 60_000;
const PRUNE_BATCH = 5000;

/**
 * Once a day per website, queues a job that deletes its analytics older than the owner's
 * retention (default 13 months): the jobs worker runs it, so a restart loses nothing.
 */
export function analyticsRetentionFor(intervalMs = CHECK_INTERVAL_MS): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(app) {
      const check = () => {
        const day = utcDayOf(app.clock.now());
        running = (async () => {
          for (const { websiteId } of await analyticsRetentions(
            app.database.db,
            DEFAULT_ANALYTICS_RETENTION_MONTHS,
          )) {
            await enqueue(
              app.database.db,
              websiteId,
              'analytics-prune',
              { day },
              { idempotencyKey: `analytics-prune-${day}` },
            );
          }
        })().catch((error: unknown) => app.log.warn({ err: error }, 'analytics retention check failed'));
      };
      timer = setInterval(check, intervalMs);
      timer.unref();
      check();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Deletes one website's analytics past its retention, in batches, and salts older than yesterday. */
export function analyticsPruneHandler(): JobHandler<'analytics-prune'> {
  return async ({ websiteId, db }) => {
    const settings = await findAnalyticsSettings(db, websiteId);
    const months = settings?.retention_months ?? DEFAULT_ANALYTICS_RETENTION_MONTHS;
    const now = clockOf(db).now();
    while ((await pruneAnalytics(db, websiteId, months, now, PRUNE_BATCH)) === PRUNE_BATCH) {
      // Keep deleting in batches so no single statement holds the database for long.
    }
    await pruneAnalyticsSalts(db, utcDayOf(now) - 1);
  };
}
