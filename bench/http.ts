import { PRODUCT_TYPES } from '@tessera/core';
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
 * Run: npm run bench:http  (BENCH_SECONDS=3 for a quick look; BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there, for `--cpu-prof` analysis; BENCH_PATH=<path> loads one path only)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProduct, createWebsite, newId, type Executor } from '@tessera/db';
import { loadConfig, startServer } from '@tessera/server';
import { seedRenderSite } from '@tessera/server/render/testing/seed-render-site';

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
const HEADERS = { cookie: 'crumb=benchmarkvisitorcrumb0001', accept: 'text/html' };
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

/** The server's CPU time so far (µs), asked over IPC: steadier than wall time on a busy machine. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve(Number(usage)));
    child.send('cpu');
  });
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
  const before = await serverCpu(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuPerRequestUs = (await serverCpu(child)) - before;
  const perRequest = cpuPerRequestUs / Math.max(1, result.requests.total);
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

/** The child: starts the server on a seeded temporary database and reports its address. */
async function serve(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DISABLE_JOBS_WORKER: 'true',
    RENDER_MICROCACHE: process.env['RENDER_MICROCACHE'] ?? 'on',
  });
  const server = await startServer(config);
  const db = server.app.database.db;
  const website = await createWebsite(db, { slug: 'bench', title: 'Clay Studio' });
  const ids = await seedRenderSite(db, website.id);
  await seedMore(db, website.id, ids.shopId);
  process.on('message', () => {
    const usage = process.cpuUsage();
    process.send?.(usage.user + usage.system);
  });
  process.send?.(server.url.replace('localhost', '127.0.0.1'));
  process.once('disconnect', () => {
    void server.close().finally(() => rmSync(dir, { recursive: true, force: true }));
  });
}

/** Starts a server child in one micro-cache mode and waits for its address. */
async function startChild(mode: string): Promise<{ child: ChildProcess; base: string }> {
  const profile = process.env['BENCH_CPU_PROF'];
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, TESSERA_BENCH_SERVER: '1', RENDER_MICROCACHE: mode },
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (url) => resolve(String(url)));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base };
}

async function runMode(mode: string): Promise<void> {
  const { child, base } = await startChild(mode);
  try {
    const asset = await staticAssetPath(base);
    console.log(
      `\nmicro-caches ${mode} — ${CONNECTIONS} connections, ${SECONDS} s per target, Node ${process.version}; static asset: ${asset.kind}`,
    );
    if (ONLY) {
      await run(child, ONLY, `${base}${ONLY}`);
      return;
    }
    await run(child, 'home page', `${base}/`);
    const product = await run(child, 'product page', `${base}/shop/p/blue-mug`);
    await run(child, 'product page (br)', `${base}/shop/p/blue-mug`, BROWSER);
    await run(child, 'product page JSON', `${base}/shop/p/blue-mug?format=json`);
    const still = await run(child, 'static asset', `${base}${asset.path}`);
    const ratio = product.rps / still.rps;
    const cpuRatio = still.cpuPerRequestUs / product.cpuPerRequestUs;
    console.log(
      `product page / static asset: ${(ratio * 100).toFixed(1)} % of its throughput (target ≥ 35 %)`,
    );
    console.log(`  by server CPU per request: ${(cpuRatio * 100).toFixed(1)} %`);
    console.log(`product page p99: ${product.p99} ms (target ≤ 30 ms)`);
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

await (process.env['TESSERA_BENCH_SERVER'] ? serve() : main());
