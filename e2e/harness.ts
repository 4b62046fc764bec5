import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tessera/server/testing/free-port';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@tessera/server/testing/smtp-sink';

const root = fileURLToPath(new URL('..', import.meta.url));
export const artifactsDir = join(root, 'e2e/artifacts');

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningSite {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}

/** The built server on `dataDir`, healthy; `stop` ends the process and keeps the directory. */
async function spawnServer(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface StartOptions {
  /**
   * Test-only setup on the database while no server runs: called after the first start (which
   * migrated and seeded the demo) and its stop; the server then starts again on the same data.
   */
  beforeServing?: (dataDir: string) => Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) on a fresh temporary SQLite database;
 * the server migrates and seeds the demo site on its first start.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  let server = await spawnServer(dataDir, env);
  if (options.beforeServing) {
    await server.stop();
    await options.beforeServing(dataDir);
    server = await spawnServer(dataDir, env);
  }
  return {
    url: server.url,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a journey file shares: one freshly seeded server, one Chromium, one SMTP sink. */
export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
  /** The local SMTP server the site's `SMTP_URL` points at: every mail the site sends lands here. */
  readonly mail: SmtpSink;
}

/**
 * Registers the file's `beforeAll`/`afterAll`: starts the SMTP sink, the built server on a fresh
 * data directory (it migrates and seeds the demo on this first start) with `SMTP_URL` pointing at
 * the sink, and Chromium; stops all three after the file. Read the fields inside tests and hooks.
 * @example const kit = useSiteAndBrowser(); it('…', async () => { const { page } = await newPage(kit.browser); … });
 */
export function useSiteAndBrowser(
  env: Record<string, string> = {},
  options: StartOptions = {},
): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  let mail: SmtpSink | undefined;
  beforeAll(async () => {
    mail = await startSmtpSink();
    [site, browser] = await Promise.all([
      startSite({ SMTP_URL: mail.url, ...env }, options),
      launchBrowser(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mail?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useSiteAndBrowser: ${name} is read before beforeAll ran`);
    return value;
  };
  return {
    get site() {
      return ready(site, 'site');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get mail() {
      return ready(mail, 'mail');
    },
  };
}

/** Problems a page reports while a journey runs: console errors and failed requests. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    // A request the browser cancelled because the page moved on (a quick click to another screen)
    // is not a failure of the server.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
