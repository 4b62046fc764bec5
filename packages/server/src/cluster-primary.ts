import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';

/** A worker that dies sooner than this after its start is not restarted at once (a crash loop). */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

export interface Primary {
  /** Resolves with the first worker's listening address. */
  listening: Promise<string>;
}

/**
 * The node:cluster primary behind `WEB_CONCURRENCY` > 1: it holds the port and hands connections
 * to `config.webConcurrency` server processes in turn (the workers run `main` too, and serve).
 * It serves nothing itself; a worker that dies is replaced; SIGTERM and SIGINT are passed on to
 * every worker, and the primary exits once they all stopped gracefully.
 */
export function runPrimary(config: Config, log: (line: string) => void): Primary {
  const started = new Map<Worker, number>();
  let stopping = false;
  let resolveListening: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (resolveListening = resolve));
  const fork = () => started.set(cluster.fork(), performance.now());
  cluster.on('listening', (_worker, address) => {
    const host =
      address.address && !['0.0.0.0', '::'].includes(address.address) ? address.address : 'localhost';
    resolveListening(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, performance.now() - startedAt < STEADY_MS ? RESTART_DELAY_MS : 0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of started.keys()) worker.process.kill(signal);
      if (started.size === 0) process.exit(0);
    });
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  return { listening };
}
