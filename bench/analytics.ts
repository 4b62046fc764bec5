/**
 * Analytics benchmark (issue 13), on SQLite and, when TEST_DATABASE_URL or DATABASE_URL is a
 * postgres URL, on PostgreSQL too:
 * - ingestion: events/s through `POST /api/census/RecordHit` (one event a request) and
 *   `POST /api/1/performance` beacons (10 records a request), counted as rows written, with the
 *   product page's throughput measured alone and again while ingestion runs beside it;
 * - dashboard queries over BENCH_EVENTS (default 1,000,000) events spread over 30 days: the 30-day
 *   traffic report, the funnel and the vitals p75, each asked 30 times through the owner API
 *   (p50/p99 of the whole HTTP answer).
 * The server runs in a child process so the load generator never shares its event loop.
 * Run: npm run bench:analytics  (BENCH_SECONDS=3 BENCH_EVENTS=100000 for a quick look)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { BENCH_TRUST_PROXY, nextClientAddress } from './crumb-cookie.js';
import { hostRequest } from './host-request.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult> & { stop?: () => void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 1_000_000);
const POOL_SIZE = Number(process.env['BENCH_POOL_SIZE'] ?? 20);
const CONNECTIONS = 10;
const PRODUCT_PAGE = '/shop/p/blue-mug';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface Child {
  child: ChildProcess;
  url: string;
  host: string;
  websiteId: string;
  dialect: string;
  ownerEmail: string;
  password: string;
}

/** Asks the child to do something and waits for its answer. */
function ask<T>(child: ChildProcess, command: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      const m = message as { answer?: string; value: T };
      if (m.answer !== command) return;
      child.off('message', listener);
      resolve(m.value);
    };
    child.on('message', listener);
    child.send(command);
  });
}

async function serve(databaseUrl: string | undefined): Promise<void> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const db = await import('@tessera/db');
  const { buildApp, loadConfig } = await import('@tessera/server');
  const { seedRenderSite } = await import('@tessera/server/render/testing/seed-render-site');
  const { seedSite, PASSWORD } = await import('@tessera/server/testing/harness');
  const { flushIngestQueue } = await import('@tessera/server/analytics');
  const { seedAnalyticsEvents } = await import('./analytics-seed.js');
  const { analyzeTables } = await import('./analyze-tables.js');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-analytics-'));
  const schema = `bench_analytics_${db.newId()}`;
  const pg = databaseUrl ? (await import('pg')).default : undefined;
  const admin = async (text: string) => {
    if (!pg || !databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const database = db.createDatabase(
    databaseUrl
      ? { databaseUrl, postgresSchema: schema, poolSize: POOL_SIZE }
      : { sqliteFile: join(dir, 'bench.sqlite') },
  );
  await db.migrateToLatest(database.db);
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DISABLE_JOBS_WORKER: 'true',
    BASE_HOST: 'tessera.test',
    TRUST_PROXY: BENCH_TRUST_PROXY,
  });
  const app = await buildApp(config, { database, logger: false });
  const site = await seedSite(database.db);
  await seedRenderSite(database.db, site.website.id);
  await analyzeTables(database.db);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const countEvents = async () => {
    await flushIngestQueue(database);
    const row = await database.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  process.on('message', (command) => {
    void (async () => {
      let value: unknown = null;
      if (command === 'count') value = await countEvents();
      if (command === 'seed') {
        const started = Date.now();
        value = {
          events: await seedAnalyticsEvents(database.db, site.website.id, EVENTS, Date.now()),
          ms: Date.now() - started,
        };
        await analyzeTables(database.db);
      }
      process.send?.({ answer: command, value });
    })();
  });
  process.send?.({
    answer: 'ready',
    value: {
      url,
      host: site.host,
      websiteId: site.website.id,
      dialect: database.kind,
      ownerEmail: site.ownerEmail,
      password: PASSWORD,
    },
  });
  process.once('disconnect', () => {
    void (async () => {
      await app.close();
      await database.close();
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dir, { recursive: true, force: true });
    })();
  });
}

const crumb = () => randomBytes(18).toString('base64url');

function hitRequest(c: Child) {
  return (request: Record<string, unknown>) => {
    const visitor = randomBytes(9).toString('base64url');
    const now = Date.now();
    const body = new URLSearchParams({
      event: '1',
      data: JSON.stringify({
        websiteId: c.websiteId,
        url: `http://${c.host}/shop?page=${now % 50}`,
        pageType: 2,
        template: 'collections/products.list',
        referrer: 'https://news.example.org/',
      }),
      ss_cvr: `${visitor}|${now}|${now}|${now}|${now}|1`,
    }).toString();
    return {
      ...request,
      headers: {
        host: c.host,
        origin: `http://${c.host}`,
        'user-agent': CHROME,
        cookie: `crumb=${crumb()}`,
        // Limits count per address: each beacon comes from its own (trusted from 127.0.0.1).
        'x-forwarded-for': nextClientAddress(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    };
  };
}

const PERF_RECORDS = 10;
function perfRequest(c: Child) {
  return (request: Record<string, unknown>) => {
    const records = Array.from({ length: PERF_RECORDS }, (_, i) => ({
      app: 'storefront',
      event: 'performance',
      pageLoadId: randomBytes(9).toString('base64url'),
      ts: Date.now(),
      data: {
        url: `http://${c.host}/shop/p/item-${i}`,
        template: 'collections/products.item',
        lcp: 800 + i * 150,
        fcp: 500 + i * 40,
        cls: 0.01 * i,
        ttfb: 90 + i,
        inp: 60 + i * 9,
      },
    }));
    return {
      ...request,
      headers: {
        host: c.host,
        origin: `http://${c.host}`,
        'user-agent': CHROME,
        cookie: `crumb=${crumb()}`,
        // Limits count per address: each beacon comes from its own (trusted from 127.0.0.1).
        'x-forwarded-for': nextClientAddress(),
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: JSON.stringify(records),
    };
  };
}

function load(
  c: Child,
  path: string,
  setupRequest?: (r: Record<string, unknown>) => Record<string, unknown>,
) {
  return autocannon({
    url: c.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      setupRequest
        ? { method: 'POST', path, setupRequest }
        : { method: 'GET', path, headers: { host: c.host, 'user-agent': CHROME } },
    ],
  });
}

const flags = (r: AutocannonResult) =>
  r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '';

async function ingestion(
  c: Child,
  name: string,
  path: string,
  setup: (r: Record<string, unknown>) => Record<string, unknown>,
) {
  const before = await ask<number>(c.child, 'count');
  const result = await load(c, path, setup);
  const written = (await ask<number>(c.child, 'count')) - before;
  console.log(
    `${c.dialect.padEnd(8)} ingest ${name.padEnd(12)} ${(written / SECONDS).toFixed(0).padStart(7)} events/s written  ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms${flags(result)}`,
  );
}

async function pages(c: Child, label: string, beside?: () => Promise<AutocannonResult>) {
  const [page] = await Promise.all([load(c, PRODUCT_PAGE), beside?.()]);
  console.log(
    `${c.dialect.padEnd(8)} product page ${label.padEnd(22)} ${page.requests.average.toFixed(0).padStart(6)} pages/s  p50 ${page.latency.p50} ms  p99 ${page.latency.p99} ms${flags(page)}`,
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function dashboards(c: Child) {
  const login = await hostRequest(`${c.url}/api/auth/login`, {
    host: c.host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: c.ownerEmail, password: c.password }),
  });
  const session = /tessera_session=([^;]+)/.exec(login.setCookies.join('\n'))?.[1];
  if (!session) throw new Error(`sign-in failed: ${login.status}`);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, path] of [
    ['30-day traffic', 'traffic'],
    ['funnel', 'funnel'],
    ['vitals p75', 'vitals'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 33; i += 1) {
      const started = performance.now();
      const response = await hostRequest(`${c.url}/api/admin/analytics/${path}?from=${from}&to=${to}`, {
        host: c.host,
        headers: { cookie: `tessera_session=${session}` },
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    console.log(
      `${c.dialect.padEnd(8)} dashboard ${name.padEnd(15)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  (${times.length} runs)`,
    );
  }
}

async function bench(databaseUrl: string | undefined): Promise<void> {
  const execArgv = process.execArgv.includes('--conditions=source')
    ? process.execArgv
    : [...process.execArgv, '--conditions=source'];
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, TESSERA_BENCH_ANALYTICS_SERVER: databaseUrl ?? 'sqlite' },
    execArgv,
  });
  const ready = await new Promise<Omit<Child, 'child'>>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { value: Omit<Child, 'child'> }).value));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const c: Child = { ...ready, child };
  try {
    await load(c, PRODUCT_PAGE);
    await pages(c, 'alone');
    await ingestion(c, 'RecordHit', '/api/census/RecordHit', hitRequest(c));
    await ingestion(c, 'performance', '/api/1/performance', perfRequest(c));
    await pages(c, 'beside RecordHit load', () => load(c, '/api/census/RecordHit', hitRequest(c)));
    const seeded = await ask<{ events: number; ms: number }>(c.child, 'seed');
    console.log(
      `${c.dialect.padEnd(8)} seeded ${seeded.events} events over 30 days in ${(seeded.ms / 1000).toFixed(1)} s (${(seeded.events / (seeded.ms / 1000)).toFixed(0)} events/s through the batch writer)`,
    );
    await dashboards(c);
  } finally {
    child.disconnect();
  }
}

async function main(): Promise<void> {
  const url = [process.env['TEST_DATABASE_URL'], process.env['DATABASE_URL']].find(
    (u) => u && /^postgres(ql)?:\/\//.test(u),
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, ${EVENTS} seeded events, Node ${process.version}`,
  );
  await bench(undefined);
  if (url) await bench(url);
  else console.log('postgres skipped: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL');
}

const role = process.env['TESSERA_BENCH_ANALYTICS_SERVER'];
await (role ? serve(role === 'sqlite' ? undefined : role) : main());
