/**
 * Add-to-cart benchmark: requests per second and p50/p99 latency of
 * `POST /api/commerce/shopping-cart/entries` against a real listening server, for two cases:
 * - "existing cart": every connection keeps its own cart (cookie) and adds one of 50 products, so
 *   each request locks the cart, re-checks the rules, merges the line and answers the whole cart;
 * - "first add": every request is a new visitor, so each one also creates a cart and its cookie.
 * Each request carries the server's signed crumb (echoed in X-CSRF-Token) and its own client
 * address in X-Forwarded-For (the server trusts 127.0.0.1 as a proxy): the per-address rate limit
 * would otherwise answer 429 long before the database is the limit.
 *
 * Runs on SQLite (a temporary file) and, when TEST_DATABASE_URL or DATABASE_URL is a postgres URL,
 * on PostgreSQL too (a temporary schema, dropped afterwards). The server runs in a child process so
 * the load generator never competes with it for the event loop.
 * Run: npm run bench:cart, or npx tsx bench/cart.ts  (BENCH_SECONDS=3 for a quick look)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { analyzeTables } from './analyze-tables.js';
import { BENCH_TRUST_PROXY, nextClientAddress, type CrumbSigning } from './crumb-cookie.js';
import { recordFigure } from './figures.js';
import { perRequest, readMeter, startMeter } from './server-meter.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type SetupRequest = (
  request: Record<string, unknown>,
  context: Record<string, unknown>,
) => Record<string, unknown>;
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
/** The server's PostgreSQL pool (BENCH_POOL_SIZE), 20 by default: one connection per concurrent request. */
const POOL_SIZE = Number(process.env['BENCH_POOL_SIZE'] ?? 20);
const CONNECTIONS = 20;
const PRODUCTS = 50;
const ENTRIES = '/api/commerce/shopping-cart/entries';

interface Seeded {
  child: ChildProcess;
  url: string;
  itemIds: string[];
  dialect: string;
  /** To sign each visitor's crumb as the server would (crumb-cookie.ts). */
  signing: CrumbSigning;
}

/** The child: a server on a fresh database with a store of 50 products that never run out. */
async function serve(databaseUrl: string | undefined): Promise<void> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const db = await import('@tessera/db');
  const { buildApp, crumbSecret, loadConfig } = await import('@tessera/server');
  const meter = startMeter();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-cart-'));
  const schema = `bench_cart_${db.newId()}`;
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
      ? { databaseUrl, postgresSchema: schema, poolSize: POOL_SIZE, log: meter.log }
      : { sqliteFile: join(dir, 'bench.sqlite'), log: meter.log },
  );
  await db.migrateToLatest(database.db);
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DISABLE_JOBS_WORKER: 'true',
    TRUST_PROXY: BENCH_TRUST_PROXY,
  });
  const app = await buildApp(config, { database, logger: false });
  const website = await db.createWebsite(database.db, { slug: 'bench', title: 'Bench Shop' });
  const store = await db.createCollection(database.db, website.id, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const itemIds: string[] = [];
  for (let i = 0; i < PRODUCTS; i += 1) {
    const product = await db.createProduct(database.db, website.id, {
      item: { collectionId: store.id, title: `Cup ${i}`, urlId: `cup-${i}`, publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `CUP-${i}`, price: 1500 + i, currency: 'USD', unlimited: true }],
    });
    itemIds.push(product.item_id);
  }
  await analyzeTables(database.db);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const signing = { websiteId: website.id, secret: await crumbSecret(database.db, website.id) };
  process.send?.({ url, itemIds, dialect: database.kind, signing });
  process.once('disconnect', () => {
    void (async () => {
      await app.close();
      await database.close();
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dir, { recursive: true, force: true });
    })();
  });
}

function addBody(itemIds: string[], n: number): string {
  return JSON.stringify({
    itemId: itemIds[n % itemIds.length],
    sku: null,
    quantity: 1,
    additionalFields: null,
  });
}

/** One cart per connection, made by a first add before the measured run. */
async function cartCookies(seeded: Seeded, crumb: () => string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const response = await fetch(`${seeded.url}${ENTRIES}`, {
      method: 'POST',
      headers: visitorHeaders(crumb()),
      body: addBody(seeded.itemIds, i),
    });
    const token = /ts_cart_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (response.status !== 200 || !token) throw new Error(`first add failed: ${response.status}`);
    cookies.push(`ts_cart_token=${token}`);
  }
  return cookies;
}

async function measure(name: string, seeded: Seeded, setupRequest: SetupRequest): Promise<void> {
  const options = (duration: number) => ({
    url: seeded.url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', path: ENTRIES, setupRequest }],
  });
  await autocannon(options(1));
  const before = await readMeter(seeded.child);
  const result = await autocannon(options(SECONDS));
  const after = await readMeter(seeded.child);
  const line = [
    `${seeded.dialect.padEnd(8)} ${name.padEnd(14)}`,
    `${result.requests.average.toFixed(0).padStart(6)} adds/s`,
    `p50 ${String(result.latency.p50).padStart(4)} ms`,
    `p99 ${String(result.latency.p99).padStart(4)} ms`,
    result.non2xx || result.errors ? `(${result.non2xx} non-2xx, ${result.errors} errors)` : '',
    `| per add: ${perRequest(before, after, result.requests.total)}`,
  ];
  console.log(line.join('  '));
  if (name === 'existing cart') {
    const cpuMs = (after.cpuMs - before.cpuMs) / Math.max(1, result.requests.total);
    const target = seeded.dialect === 'postgres' ? '≤ 1.5' : '≤ 1.0';
    recordFigure({ name: `add to cart CPU, ${seeded.dialect}`, value: cpuMs, unit: 'ms', target });
    recordFigure({
      name: `add to cart p99, ${seeded.dialect}`,
      value: result.latency.p99,
      unit: 'ms',
      target: '≤ 50',
    });
  }
}

/** A visitor's add: the signed crumb as cookie and header, its own address. */
function visitorHeaders(crumb: string, cookies = ''): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: `crumb=${crumb}${cookies && `; ${cookies}`}`,
    'x-csrf-token': crumb,
    'x-forwarded-for': nextClientAddress(),
  };
}

async function bench(databaseUrl: string | undefined): Promise<void> {
  const execArgv = process.execArgv.includes('--conditions=source')
    ? process.execArgv
    : [...process.execArgv, '--conditions=source'];
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, TESSERA_BENCH_CART_SERVER: databaseUrl ?? 'sqlite' },
    execArgv,
  });
  const seeded = await new Promise<Seeded>((resolve, reject) => {
    child.once('message', (message) => resolve({ ...(message as Omit<Seeded, 'child'>), child }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    // Each visitor's own signed crumb, as its first page load would have set it.
    const { mintCrumb } = await import('@tessera/server');
    const crumb = () => mintCrumb(seeded.signing.secret, seeded.signing.websiteId);
    const cookies = await cartCookies(seeded, crumb);
    let n = 0;
    await measure('existing cart', seeded, (request, context) => {
      context['cookie'] ??= cookies[n % cookies.length];
      context['crumb'] ??= crumb();
      n += 1;
      const headers = visitorHeaders(String(context['crumb']), String(context['cookie']));
      return { ...request, headers, body: addBody(seeded.itemIds, n) };
    });
    await measure('first add', seeded, (request) => {
      n += 1;
      return { ...request, headers: visitorHeaders(crumb()), body: addBody(seeded.itemIds, n) };
    });
  } finally {
    child.disconnect();
  }
}

async function main(): Promise<void> {
  const url = [process.env['TEST_DATABASE_URL'], process.env['DATABASE_URL']].find(
    (u) => u && /^postgres(ql)?:\/\//.test(u),
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per case, ${PRODUCTS} products, Node ${process.version}`,
  );
  await bench(undefined);
  if (url) await bench(url);
  else console.log('postgres skipped: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL');
}

const role = process.env['TESSERA_BENCH_CART_SERVER'];
await (role ? serve(role === 'sqlite' ? undefined : role) : main());
