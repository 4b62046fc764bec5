/**
 * Checkout benchmark: orders per second and the latency (p50/p99) of order placement
 * (`POST /api/commerce/checkout/orders`, the one transaction that re-prices the cart, takes stock,
 * writes the order, authorises the test payment and queues its capture and email) against a real
 * listening server. Every checkout is a new shopper: add to cart, save details, place the order
 * with an Idempotency-Key and a test card token; CONCURRENCY shoppers at a time, for BENCH_SECONDS.
 * The product's stock is counted (not unlimited), so every order takes the stock row's lock.
 *
 * Runs on SQLite (a temporary file) and, when TEST_DATABASE_URL or DATABASE_URL is a postgres URL,
 * on PostgreSQL too (a temporary schema, dropped afterwards). The server runs in a child process so
 * the load generator never competes with it for the event loop.
 * Run: npm run bench:checkout, or npx tsx --conditions=source bench/checkout.ts  (BENCH_SECONDS=3 for a quick look)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { BENCH_TRUST_PROXY, nextClientAddress, type CrumbSigning } from './crumb-cookie.js';
import { Agent, request } from 'node:http';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { analyzeTables } from './analyze-tables.js';
import { add, perRequest, readMeter, startMeter, zero, type MeterReading } from './server-meter.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
/** The server's PostgreSQL pool (BENCH_POOL_SIZE), 20 by default: one connection per concurrent request. */
const POOL_SIZE = Number(process.env['BENCH_POOL_SIZE'] ?? 20);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 20);
const STOCK = 1_000_000;

interface Seeded {
  child: ChildProcess;
  url: string;
  itemId: string;
  sku: string;
  dialect: string;
  /** To sign each visitor's crumb as the server would (crumb-cookie.ts). */
  signing: CrumbSigning;
}

/** The child: a server on a fresh database with one counted product and a US shipping rate. */
async function serve(databaseUrl: string | undefined): Promise<void> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const db = await import('@tessera/db');
  const { buildApp, crumbSecret, loadConfig } = await import('@tessera/server');
  const meter = startMeter();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-checkout-'));
  const schema = `bench_checkout_${db.newId()}`;
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
  const product = await db.createProduct(database.db, website.id, {
    item: { collectionId: store.id, title: 'Mug', urlId: 'mug', publishState: 'published' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [{ sku: 'MUG', price: 1500, currency: 'USD', qtyInStock: STOCK }],
  });
  await db.insertShippingRate(database.db, website.id, {
    name: 'Standard',
    kind: 'flat',
    countries: ['US'],
    amountCents: 500,
    perKgCents: 0,
    freeAboveCents: 0,
    position: 0,
    enabled: true,
  });
  await analyzeTables(database.db);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const signing = { websiteId: website.id, secret: await crumbSecret(database.db, website.id) };
  process.send?.({ url, itemId: product.item_id, sku: 'MUG', dialect: database.kind, signing });
  process.once('disconnect', () => {
    void (async () => {
      await app.close();
      await database.close();
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dir, { recursive: true, force: true });
    })();
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

function send(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method,
        agent,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const ADDRESS = {
  name: 'Bench',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

/** Runs one request of a checkout; the probe wraps it with meter readings. */
type Step = (name: string, run: () => Promise<Answer>) => Promise<Answer>;
const justRun: Step = (_name, run) => run();

/** One whole checkout; resolves with the placement's latency in ms. */
/**
 * A new shopper: its own signed crumb (as its first page load would set it; the server finds a
 * visitor's cart by it) and its own client address (X-Forwarded-For, trusted from 127.0.0.1), as
 * rate limits count per address.
 */
async function visitor(seeded: Seeded): Promise<{ crumb: string; headers: Record<string, string> }> {
  const { mintCrumb } = await import('@tessera/server');
  const crumb = mintCrumb(seeded.signing.secret, seeded.signing.websiteId);
  return {
    crumb,
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'x-forwarded-for': nextClientAddress() },
  };
}

async function checkout(seeded: Seeded, token: string, step: Step = justRun): Promise<number> {
  const { crumb, headers } = await visitor(seeded);
  const added = await step('add', () =>
    send(
      seeded.url,
      'POST',
      '/api/commerce/shopping-cart/entries',
      { itemId: seeded.itemId, sku: seeded.sku, quantity: 1 },
      headers,
    ),
  );
  const cart = /ts_cart_token=([^;]+)/.exec(added.setCookie.join(';'))?.[1];
  if (added.status !== 200 || !cart) throw new Error(`add failed: ${added.status} ${added.body}`);
  const withCart = { ...headers, cookie: `crumb=${crumb}; ts_cart_token=${cart}` };
  const details = await step('details', () =>
    send(
      seeded.url,
      'PUT',
      '/api/commerce/checkout/details',
      { email: 'bench@example.com', shippingAddress: ADDRESS },
      withCart,
    ),
  );
  if (details.status !== 200) throw new Error(`details failed: ${details.status} ${details.body}`);
  const started = performance.now();
  const placed = await step('placement', () =>
    send(
      seeded.url,
      'POST',
      '/api/commerce/checkout/orders',
      { paymentToken: token },
      { ...withCart, 'idempotency-key': randomUUID() },
    ),
  );
  const ms = performance.now() - started;
  if (placed.status !== 200) throw new Error(`placement failed: ${placed.status} ${placed.body}`);
  return ms;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function testCardToken(seeded: Seeded): Promise<string> {
  const { headers } = await visitor(seeded);
  const tokenAnswer = await send(
    seeded.url,
    'POST',
    '/api/commerce/checkout/payments/test-card/tokens',
    { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' },
    headers,
  );
  return (JSON.parse(tokenAnswer.body) as { token: string }).token;
}

const PROBES = 5;

/** Checkouts one at a time: the server's statements, round trips and CPU for each request, averaged. */
async function probe(seeded: Seeded): Promise<string> {
  const token = await testCardToken(seeded);
  const spent = new Map<string, { before: MeterReading; after: MeterReading }>();
  for (let i = 0; i < PROBES; i += 1) {
    await checkout(seeded, token, async (name, run) => {
      const before = await readMeter(seeded.child);
      const answer = await run();
      const after = await readMeter(seeded.child);
      const sum = spent.get(name) ?? { before: zero(), after: zero() };
      spent.set(name, { before: add(sum.before, before), after: add(sum.after, after) });
      return answer;
    });
  }
  return [...spent].map(([name, s]) => `${name}: ${perRequest(s.before, s.after, PROBES)}`).join('; ');
}

async function measure(
  seeded: Seeded,
  seconds: number,
): Promise<{ orders: number; latencies: number[]; elapsed: number }> {
  const token = await testCardToken(seeded);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) latencies.push(await checkout(seeded, token));
    }),
  );
  return { orders: latencies.length, latencies, elapsed: (performance.now() - started) / 1000 };
}

async function bench(databaseUrl: string | undefined): Promise<void> {
  const execArgv = process.execArgv.includes('--conditions=source')
    ? process.execArgv
    : [...process.execArgv, '--conditions=source'];
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, TESSERA_BENCH_CHECKOUT_SERVER: databaseUrl ?? 'sqlite' },
    execArgv,
  });
  const seeded = await new Promise<Seeded>((resolve, reject) => {
    child.once('message', (message) => resolve({ ...(message as Omit<Seeded, 'child'>), child }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    await measure(seeded, 1);
    const alone = await probe(seeded);
    const before = await readMeter(seeded.child);
    const run = await measure(seeded, SECONDS);
    const after = await readMeter(seeded.child);
    const sorted = [...run.latencies].sort((a, b) => a - b);
    console.log(
      [
        `${seeded.dialect.padEnd(8)} checkout`,
        `${(run.orders / run.elapsed).toFixed(0).padStart(5)} orders/s`,
        `placement p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms`,
        `p99 ${percentile(sorted, 99).toFixed(0).padStart(4)} ms`,
        `(${run.orders} orders)`,
      ].join('  '),
    );
    console.log(`${''.padEnd(8)} whole checkout under load: ${perRequest(before, after, run.orders)}`);
    console.log(`${''.padEnd(8)} one checkout alone: ${alone}`);
  } finally {
    child.disconnect();
  }
}

async function main(): Promise<void> {
  const url = [process.env['TEST_DATABASE_URL'], process.env['DATABASE_URL']].find(
    (u) => u && /^postgres(ql)?:\/\//.test(u),
  );
  console.log(`${CONCURRENCY} shoppers at a time, ${SECONDS} s per database, Node ${process.version}`);
  await bench(undefined);
  if (url) await bench(url);
  else console.log('postgres skipped: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL');
}

const role = process.env['TESSERA_BENCH_CHECKOUT_SERVER'];
await (role ? serve(role === 'sqlite' ? undefined : role) : main());
