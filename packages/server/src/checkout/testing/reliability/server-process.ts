import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../testing/free-port.js';
import { serverBundle } from './bundle-server.js';
import { BEHIND_LOCAL_PROXY } from './http-shopper.js';

/** A real server process (the bundled main.ts) that can be killed and started again on its port. */
export interface ServerProcess {
  readonly url: string;
  /** Starts (again) and resolves with the milliseconds until /healthz answered 200. */
  start(): Promise<number>;
  /** kill -9: no shutdown of any kind. */
  kill(): Promise<void>;
  /** Graceful stop. */
  stop(): Promise<void>;
  alive(): boolean;
  output(): string;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/** `readyTimeoutMs`: how long a start may take (several cold starts on a loaded machine need more). */
export async function serverProcess(
  env: Record<string, string>,
  { readyTimeoutMs = 60_000 }: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const bundle = await serverBundle();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  // A process killed by a signal has a signalCode and no exitCode: either means it is gone.
  const gone = () => !child || child.exitCode !== null || child.signalCode !== null;
  const exited = () => new Promise<void>((r) => (gone() ? r() : child?.once('exit', () => r())));
  return {
    url,
    async start() {
      const started = Date.now();
      child = spawn(process.execPath, [bundle], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          JOBS_POLL_MS: '200',
          // Shoppers name their own addresses in X-Forwarded-For (http-shopper.ts).
          ...BEHIND_LOCAL_PROXY,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
      try {
        await waitReady(url, child, readyTimeoutMs);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${log.slice(-3000)}`);
      }
      return Date.now() - started;
    },
    async kill() {
      if (gone()) return;
      const done = exited();
      child?.kill('SIGKILL');
      await done;
    },
    async stop() {
      if (gone()) return;
      const done = exited();
      child?.kill('SIGTERM');
      await done;
    },
    alive: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    output: () => log,
  };
}
