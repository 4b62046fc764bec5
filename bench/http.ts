/**
 * HTTP benchmark of public pages: requests per second and p50/p99 latency at 50 connections for
 * the home page, a product page (also as a browser gets it, brotli-compressed), that page's
 * `?format=json`, and a static asset of the same server, each for 10 s (autocannon on 127.0.0.1),
 * then the ratio product page / static asset. Targets (issue 3 §8): product page ≥ 35 % of the
 * static asset's throughput, p99 ≤ 30 ms. It also prints the server's CPU time per request (asked
 * from the server process), which a busy machine disturbs far less than requests per second.
 *
 * It runs twice: with the renderer's 2-second micro-caches (rendered HTML by context, item parts,
 * layout blocks) and without them (`RENDER_MICROCACHE=off`), since with them a product page asked
 * for over and over is mostly served from memory. `RENDER_MICROCACHE=on|off` runs one mode only.
 *
 * The server runs in a child process (so the load generator never competes with it for the event
 * loop) on a temporary SQLite database seeded with a home page of blocks, a shop of 40 more
 * products with three variants each, a journal and the special pages.
 * First a breakdown: each page asked one at a time, printing where its server CPU goes (render/
 * render-timing.ts: page lookup, context building, queries, template, island SSR, image markup,
 * JSON, compression, and the rest: framework & HTTP). BENCH_BREAKDOWN_REQUESTS (200) per page;
 * BENCH_BREAKDOWN_ONLY=1 skips the load runs.
 * Run: npm run bench:http  (BENCH_SECONDS=3 for a quick look; BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there, for `--cpu-prof` analysis; BENCH_PATH=<path> loads one path only)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_TYPES } from '@tessera/core';
import {
  createDatabase,
  createProduct,
  createWebsite,
  migrateToLatest,
  newId,
  type Executor,
} from '@tessera/db';
import { buildApp, loadConfig } from '@tessera/server';
import { setRenderTiming, noteQueryTime, renderTimings } from '@tessera/server/render';
import { seedRenderSite } from '@tessera/server/render/testing/seed-render-site';
import { recordFigure } from './figures.js';
import { breakdownOf, printBreakdowns, readServer, type Breakdown } from './render-breakdown.js';
import { signedCrumbCookie } from './crumb-cookie.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
// A returning visitor: has the crumb cookie, so pages are served as for everyone (public cache).
// The cookie is the server's own signed crumb, filled in once the server is up (startChild).
const HEADERS = { cookie: '', accept: 'text/html' };
const BROWSER = { ...HEADERS, 'accept-encoding': 'gzip, deflate, br' };
/** `BENCH_PATH=/shop/p/blue-mug` loads that one path only (for profiling with BENCH_CPU_PROF). */
const ONLY = process.env['BENCH_PATH'];
const MODES = process.env['RENDER_MICROCACHE'] ? [process.env['RENDER_MICROCACHE']] : ['on', 'off'];

async function seedMore(db: Executor, websiteId: string, shopId: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    await createProduct(db, websiteId, {
      item: {
        collectionId: shopId,
        title: `Bowl ${i}`,
        urlId: `bowl-${i}`,
        publishState: 'published',
        body: `<p>Bowl number ${i}, thrown on the wheel.</p>`,
      },
      productType: PRODUCT_TYPES.PHYSICAL,
      variantOptionOrdering: ['Glaze'],
      variants: ['Ash', 'Celadon', 'Tenmoku'].map((glaze, v) => ({
        sku: `BOWL-${i}-${v}-${newId()}`,
        price: 2400 + v * 200,
        currency: 'USD',
        qtyInStock: 10,
        attributes: { Glaze: glaze },
      })),
    });
  }
}

interface Figures {
  rps: number;
  p99: number;
  cpuPerRequestUs: number;
}

async function run(
  child: ChildProcess,
  name: string,
  url: string,
  headers: Record<string, string> = HEADERS,
): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const before = await readServer(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const after = await readServer(child);
  const perRequest = ((after.cpuMs - before.cpuMs) * 1000) / Math.max(1, result.requests.total);
  const line = [
    name.padEnd(20),
    `${result.requests.average.toFixed(0).padStart(6)} req/s`,
    `p50 ${String(result.latency.p50).padStart(4)} ms`,
    `p99 ${String(result.latency.p99).padStart(5)} ms`,
    `server CPU ${perRequest.toFixed(0).padStart(5)} µs/req`,
    result.non2xx || result.errors ? `(${result.non2xx} non-2xx, ${result.errors} errors)` : '',
  ];
  console.log(line.join('  '));
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequestUs: perRequest };
}

async function staticAssetPath(base: string): Promise<{ path: string; kind: string }> {
  const home = (await (await fetch(`${base}/`, { headers: HEADERS })).text()) as string;
  const script = /<script type="module" src="([^"]+)"/.exec(home)?.[1];
  if (script) return { path: script, kind: 'storefront loader (file)' };
  const css = /<link rel="stylesheet" href="(\/assets\/theme\/[^"]+)"/.exec(home)?.[1];
  if (!css) throw new Error('No static asset on the home page');
  return { path: css, kind: 'theme stylesheet (memory)' };
}

/**
 * The child: a server on a seeded temporary database that reports its address, then answers
 * readings (its CPU, statements and render phase times) when the parent asks.
 */
async function serve(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const reading = { statements: 0 };
  const database = createDatabase({
    sqliteFile: join(dir, 'bench.sqlite'),
    log: (event) => {
      if (event.level !== 'query') return;
      reading.statements += 1;
      noteQueryTime(event.queryDurationMillis);
    },
  });
  await migrateToLatest(database.db);
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DISABLE_JOBS_WORKER: 'true',
    RENDER_MICROCACHE: process.env['RENDER_MICROCACHE'] ?? 'on',
  });
  const app = await buildApp(config, { database, logger: false });
  const db = database.db;
  const website = await createWebsite(db, { slug: 'bench', title: 'Clay Studio' });
  const ids = await seedRenderSite(db, website.id);
  await seedMore(db, website.id, ids.shopId);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'timing-on' || message === 'timing-off') {
      setRenderTiming(message === 'timing-on');
      return;
    }
    if (message === 'memory') {
      global.gc?.();
      process.send?.(process.memoryUsage());
      return;
    }
    const usage = process.cpuUsage();
    process.send?.({ cpuMs: (usage.user + usage.system) / 1000, ...reading, phases: renderTimings() });
  });
  process.send?.(url);
  process.once('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => rmSync(dir, { recursive: true, force: true }));
  });
}

/** Starts a server child in one micro-cache mode and waits for its address. */
export async function startChild(mode: string): Promise<{ child: ChildProcess; base: string }> {
  const profile = process.env['BENCH_CPU_PROF'];
  const child = fork(new URL(import.meta.url).pathname, [], {
    // --expose-gc: bench/memory.ts reads the heap after a full collection.
    env: { ...process.env, TESSERA_BENCH_SERVER: '1', RENDER_MICROCACHE: mode },
    execArgv: [
      ...process.execArgv,
      '--expose-gc',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (url) => resolve(String(url)));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  HEADERS.cookie = BROWSER.cookie = await signedCrumbCookie(base);
  return { child, base };
}

/** The pages measured: every public page type a shop's visitors spread over. */
const PAGES: readonly { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'home page', path: '/' },
  { name: 'collection page', path: '/shop' },
  { name: 'product page', path: '/shop/p/blue-mug' },
  { name: 'product page (br)', path: '/shop/p/blue-mug', headers: BROWSER },
  { name: 'product page JSON', path: '/shop/p/blue-mug?format=json' },
  { name: 'blog list', path: '/journal' },
  { name: 'blog post', path: '/journal/hello-world' },
];

/** Targets of issue 16 (server CPU per request, micro-caches off). */
const CPU_TARGETS: Record<string, string> = {
  'home page': '≤ 1.0',
  'collection page': '≤ 1.0',
  'product page': '≤ 0.8',
  'product page JSON': '≤ 0.4',
};

async function breakdowns(child: ChildProcess, base: string, mode: string): Promise<void> {
  const count = Number(process.env['BENCH_BREAKDOWN_REQUESTS'] ?? 200);
  console.log(`\nwhere the time goes (${count} requests one at a time, ms per request, SQLite):`);
  const rows: { name: string; breakdown: Breakdown }[] = [];
  child.send('timing-on');
  for (const page of PAGES) {
    const breakdown = await breakdownOf(child, `${base}${page.path}`, page.headers ?? HEADERS, count);
    rows.push({ name: page.name, breakdown });
    if (mode === 'off') {
      const target = CPU_TARGETS[page.name] ?? '';
      recordFigure({ name: `${page.name} CPU, uncached`, value: breakdown.cpuMs, unit: 'ms', target });
    }
  }
  child.send('timing-off');
  printBreakdowns(rows);
}

async function runMode(mode: string): Promise<void> {
  const { child, base } = await startChild(mode);
  try {
    const asset = await staticAssetPath(base);
    if (ONLY) {
      // One path, timers off, one request at a time then under load: what a CPU profile wants.
      const alone = await breakdownOf(child, `${base}${ONLY}`, HEADERS, 300);
      console.log(`${ONLY} one at a time: server CPU ${alone.cpuMs.toFixed(2)} ms, ${alone.queries} queries`);
      if (!process.env['BENCH_BREAKDOWN_ONLY']) await run(child, ONLY, `${base}${ONLY}`);
      return;
    }
    await breakdowns(child, base, mode);
    if (process.env['BENCH_BREAKDOWN_ONLY']) return;
    console.log(
      `\nmicro-caches ${mode} — ${CONNECTIONS} connections, ${SECONDS} s per target, Node ${process.version}; static asset: ${asset.kind}`,
    );
    const figures = new Map<string, Figures>();
    for (const page of PAGES)
      figures.set(page.name, await run(child, page.name, `${base}${page.path}`, page.headers));
    const product = figures.get('product page')!;
    const still = await run(child, 'static asset', `${base}${asset.path}`);
    const ratio = product.rps / still.rps;
    const cpuRatio = still.cpuPerRequestUs / product.cpuPerRequestUs;
    console.log(`product page / static asset: ${(ratio * 100).toFixed(1)} % of its throughput`);
    console.log(`  by server CPU per request: ${(cpuRatio * 100).toFixed(1)} %`);
    console.log(`product page p99: ${product.p99} ms (target ≤ 30 ms)`);
    if (mode === 'off') {
      const share = { value: ratio * 100, unit: '% of static', target: '≥ 20' };
      recordFigure({ name: 'product page throughput, uncached', ...share });
      recordFigure({ name: 'product page p99, uncached', value: product.p99, unit: 'ms', target: '≤ 30' });
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    // The child closes its server and exits (writing its CPU profile); a stuck one is stopped.
    const stuck = setTimeout(() => child.kill(), 15_000);
    await exited;
    clearTimeout(stuck);
  }
}

async function main(): Promise<void> {
  for (const mode of MODES) await runMode(mode);
}

// Imported by bench/memory.ts for its server child: then neither runs here.
if (process.env['TESSERA_BENCH_SERVER']) await serve();
else if (process.argv[1]?.endsWith('http.ts')) await main();
