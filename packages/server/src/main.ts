import cluster from 'node:cluster';
import { analyticsRetentionFor } from './analytics/index.js';
import { sessionSweeperFor } from './auth/index.js';
import { runPrimary } from './cluster-primary.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { jobsWorkerFor } from './jobs-worker.js';
import { prepareDemoSite, startBanner } from './seed/index.js';
import { startServer } from './server.js';
import { siteUserSweeper } from './site-users/index.js';

/** One server process: it listens (on the cluster's shared port when it is a worker) and runs background work. */
async function serve(config: Config): Promise<string> {
  const background = [
    sessionSweeperFor(config),
    siteUserSweeper(),
    ...(config.jobs.enabled ? [jobsWorkerFor(config), analyticsRetentionFor()] : []),
  ];
  const server = await startServer(config, background);
  server.app.log.info({ url: server.url, pid: process.pid }, 'listening');
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
  return server.url;
}

/**
 * Process entry: `node dist/main.js`. Configuration comes from environment variables only. With
 * WEB_CONCURRENCY above 1 this process becomes the cluster's primary: it migrates and seeds once,
 * then starts that many server processes, which skip both.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (cluster.isWorker) {
    await serve(config);
    return;
  }
  const demo = await prepareDemoSite(config);
  const url =
    config.webConcurrency > 1
      ? await runPrimary(config, (line) => console.error(line)).listening
      : await serve(config);
  process.stdout.write(startBanner(url, config, demo));
  if (config.webConcurrency > 1) process.stdout.write(`  Processes: ${config.webConcurrency}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error;
  console.error(message);
  process.exit(1);
});
