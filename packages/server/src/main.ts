import { analyticsRetentionFor } from './analytics/index.js';
import { sessionSweeperFor } from './auth/index.js';
import { ConfigError, loadConfig } from './config.js';
import { jobsWorkerFor } from './jobs-worker.js';
import { prepareDemoSite, startBanner } from './seed/index.js';
import { startServer } from './server.js';
import { siteUserSweeper } from './site-users/index.js';

/** Process entry: `node dist/main.js`. Configuration comes from environment variables only. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const demo = await prepareDemoSite(config);
  const background = [
    sessionSweeperFor(config),
    siteUserSweeper(),
    ...(config.jobs.enabled ? [jobsWorkerFor(config), analyticsRetentionFor()] : []),
  ];
  const server = await startServer(config, background);
  server.app.log.info({ url: server.url }, 'listening');
  process.stdout.write(startBanner(server.url, config, demo));
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'signal received');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error;
  console.error(message);
  process.exit(1);
});
