/**
 * The studio's selling APIs at store scale: server time (p50/p99 of `app.inject`, no network) of
 * the owner's order list over 100,000 orders and product list over 10,000 products, first and deep
 * pages, with and without filters; and the product CSV import rate (5,000 products, 25 stores).
 * Targets (issue 12): list pages ≤ 50 ms p99 on SQLite, ≤ 80 ms on PostgreSQL; import ≥ 170
 * products/s.
 *
 * Runs on SQLite (a temporary file) and, when TEST_DATABASE_URL or DATABASE_URL is a postgres URL,
 * on PostgreSQL too (a temporary schema, dropped afterwards). Rows are seeded in batches straight
 * into the tables, as years of trading would have left them.
 * Run: npm run bench:studio (after the studio's own figures), or npx tsx --conditions=source
 * bench/studio-selling.ts alone (BENCH_ORDERS, BENCH_PRODUCTS, BENCH_IMPORT to resize)
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTION_TYPES } from '@tessera/core';
import * as db from '@tessera/db';
import { buildApp, loadConfig } from '@tessera/server';
import pg from 'pg';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 100_000);
const PRODUCTS = Number(process.env['BENCH_PRODUCTS'] ?? 10_000);
const IMPORT = Number(process.env['BENCH_IMPORT'] ?? 5_000);
const SAMPLES = 200;
const BATCH = 500;

type Database = db.TesseraDatabase;
type AnyDb = db.Executor;

async function inBatches<T>(
  count: number,
  make: (i: number) => T,
  write: (rows: T[], first: boolean) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k));
    await write(rows, start === 0);
  }
}

/** 50 stores of 200 products, 2 variants each (stock, sales and prices spread out). */
async function seedProducts(d: AnyDb, websiteId: string): Promise<void> {
  const stores: string[] = [];
  for (let s = 0; s < Math.ceil(PRODUCTS / 200); s += 1) {
    const store = await db.createCollection(d, websiteId, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: `shop-${s}`,
      title: `Shop ${s}`,
    });
    stores.push(store.id);
  }
  const ids = Array.from({ length: PRODUCTS }, () => db.newId());
  const now = Date.now();
  await inBatches(
    PRODUCTS,
    (i) => i,
    async (batch) => {
      await d
        .insertInto('items')
        .values(
          batch.map((i) => ({
            id: ids[i]!,
            website_id: websiteId,
            collection_id: stores[Math.floor(i / 200)]!,
            record_type: 11,
            title: `Product ${String(i).padStart(5, '0')}`,
            url_id: `product-${i}`,
            publish_state: i % 10 === 0 ? 'draft' : 'published',
            created_at: now - i * 60_000,
            updated_at: now,
          })) as never,
        )
        .execute();
      await d
        .insertInto('products')
        .values(
          batch.map((i) => ({
            item_id: ids[i]!,
            website_id: websiteId,
            collection_id: stores[Math.floor(i / 200)]!,
            product_type: i % 7 === 0 ? 3 : 1,
          })) as never,
        )
        .execute();
      await d
        .insertInto('product_variants')
        .values(
          batch.flatMap((i) =>
            [0, 1].map((v) => ({
              id: db.newId(),
              website_id: websiteId,
              product_id: ids[i]!,
              sku: `SKU-${i}-${v}`,
              attributes: JSON.stringify({ Size: v === 0 ? 'S' : 'M' }),
              position: v,
              price: 1000 + ((i * 37) % 9000),
              sale_price: i % 5 === 0 ? 900 : 0,
              currency: 'USD',
              on_sale: i % 5 === 0 && v === 0 ? 1 : 0,
              unlimited: i % 11 === 0 ? 1 : 0,
              qty_in_stock: (i * 13 + v) % 40,
            })),
          ) as never,
        )
        .execute();
    },
  );
}

/** 100,000 orders of 1–3 lines from 20,000 customers over two years; a third still to ship. */
async function seedOrders(d: AnyDb, websiteId: string): Promise<void> {
  const now = Date.now();
  const span = 2 * 365 * 86_400_000;
  await inBatches(
    ORDERS,
    (i) => i,
    async (batch, first) => {
      const orders = batch.map((i) => {
        const id = db.newId();
        const customer = i % 20_000;
        const shipped = i < ORDERS * 0.66;
        return {
          id,
          website_id: websiteId,
          order_number: i + 1,
          kind: 'checkout',
          status: shipped ? 'fulfilled' : 'pending',
          email: `buyer${customer}@example.com`,
          email_key: `buyer${customer}@example.com`,
          name_key: `buyer number ${customer}`,
          shipping_address: JSON.stringify({
            name: `Buyer Number ${customer}`,
            line1: '1 Road',
            line2: '',
            city: 'Town',
            region: '',
            postalCode: '1',
            country: 'US',
            phone: '',
          }),
          currency: 'USD',
          subtotal: 4000,
          grand_total: 4500,
          amount_charged: 4500,
          payment_state: 'captured',
          fulfillment_state: shipped ? 'fulfilled' : 'unfulfilled',
          created_at: now - span + Math.floor((span * i) / ORDERS),
          updated_at: now,
        };
      });
      await d
        .insertInto('orders')
        .values(orders as never)
        .execute();
      // PostgreSQL plans a foreign-key check once per connection and keeps the plan. Planned on a
      // never-analysed `orders` (autovacuum may be off, as on the CI machines), the check of
      // order_items → orders took an index on website_id alone and read every order of the site
      // per line: seeding took over 25 minutes. Statistics from the first batch avoid that plan.
      if (first) await db.analyzeTables(d, ['orders']);
      await d
        .insertInto('order_items')
        .values(
          orders.flatMap((o, k) =>
            Array.from({ length: 1 + ((batch[k]! * 7) % 3) }, (_, line) => ({
              id: db.newId(),
              website_id: websiteId,
              order_id: o.id,
              item_id: db.newId(),
              variant_id: db.newId(),
              sku: `SKU-${line}`,
              product_name: `Product ${line}`,
              product_type: 1,
              quantity: 1,
              unit_price: 1500,
              line_total: 1500,
              position: line,
            })),
          ) as never,
        )
        .execute();
    },
  );
  await d.insertInto('order_counters').values({ website_id: websiteId, last_number: ORDERS }).execute();
}

async function analyze(d: AnyDb): Promise<void> {
  await db.analyzeTables(d, [
    'items',
    'products',
    'product_variants',
    'orders',
    'order_items',
    'collections',
  ]);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function run(
  label: string,
  config: db.DatabaseConfig,
  admin?: pg.Client,
  schema?: string,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-selling-'));
  if (admin && schema) await admin.query(`create schema ${schema}`);
  const database: Database = db.createDatabase(config);
  try {
    await db.migrateToLatest(database.db);
    const app = await buildApp(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DISABLE_JOBS_WORKER: 'true' }),
      { database, logger: false },
    );
    const website = await db.createWebsite(database.db, { slug: 'bench', title: 'Bench Shop' });
    const account = await db.createAccount(database.db, {
      email: 'owner@example.com',
      passwordHash: 'x',
      displayName: 'Owner',
    });
    await db.addContributor(database.db, website.id, account.id, 1);
    const sessionId = randomBytes(24).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const idHash = createHash('sha256').update(sessionId).digest('hex');
    await db.insertSession(database.db, website.id, {
      idHash,
      accountId: account.id,
      csrfToken,
      now: Date.now(),
      expiresAt: Date.now() + 86_400_000,
    });
    const headers = {
      host: 'bench.localhost',
      cookie: `tessera_session=${sessionId}`,
      'x-csrf-token': csrfToken,
    };
    await db.addWebsiteDomain(database.db, website.id, 'bench.localhost');
    let t = performance.now();
    await seedProducts(database.db, website.id);
    await seedOrders(database.db, website.id);
    await analyze(database.db);
    console.log(
      `${label}: seeded ${PRODUCTS} products and ${ORDERS} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const measure = async (name: string, url: () => string) => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 10; i += 1) {
        const start = performance.now();
        const response = await app.inject({ url: url(), headers });
        const ms = performance.now() - start;
        if (response.statusCode !== 200)
          throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i >= 10) times.push(ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
      );
    };
    let cursor = 0;
    await measure('orders: first page (50)', () => '/api/admin/commerce/orders?pageSize=50');
    await measure(
      'orders: deep page by cursor',
      () => `/api/admin/commerce/orders?pageSize=50&cursor=${50_000 + (cursor++ % 1000) * 37}`,
    );
    await measure(
      'orders: to fulfil',
      () => '/api/admin/commerce/orders?pageSize=50&fulfillment=unfulfilled',
    );
    await measure(
      'orders: search by email',
      () => `/api/admin/commerce/orders?pageSize=50&search=buyer${cursor++ % 20_000}@`,
    );
    await measure(
      'orders: this month',
      () => `/api/admin/commerce/orders?pageSize=50&from=${Date.now() - 30 * 86_400_000}`,
    );
    await measure('products: first page by title', () => '/api/admin/commerce/products?pageSize=50');
    await measure(
      'products: page 100 by price',
      () => '/api/admin/commerce/products?pageSize=50&page=100&sort=-price',
    );
    await measure('products: low stock', () => '/api/admin/commerce/products?pageSize=50&stock=low');
    await measure(
      'products: search',
      () => `/api/admin/commerce/products?pageSize=50&search=product%200${cursor++ % 100}`,
    );

    const stores = Math.ceil(IMPORT / 200);
    for (let s = 0; s < stores; s += 1)
      await db.createCollection(database.db, website.id, {
        type: COLLECTION_TYPES.PRODUCTS,
        urlId: `import-${s}`,
        title: `Import ${s}`,
      });
    const rows = [
      'Handle,Title,Type,Status,Store,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty',
    ];
    for (let i = 0; i < IMPORT; i += 1) {
      rows.push(
        `imported-${i},Imported ${i},physical,published,import-${Math.floor(i / 200)},Size,S,IMP-${i}-S,19.00,${i % 50}`,
      );
      rows.push(`imported-${i},,,,import-${Math.floor(i / 200)},Size,M,IMP-${i}-M,21.00,${i % 30}`);
    }
    t = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/commerce/products/import',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: rows.join('\n'),
    });
    const seconds = (performance.now() - t) / 1000;
    const report = imported.json() as { created: number; errors: unknown[] };
    if (report.created !== IMPORT) throw new Error(`import: ${imported.body.slice(0, 500)}`);
    console.log(
      `${label}  CSV import: ${IMPORT} products (${IMPORT * 2} rows) in ${seconds.toFixed(1)} s = ${(IMPORT / seconds).toFixed(0)} products/s`,
    );
    await app.close();
  } finally {
    await database.close();
    if (admin && schema) await admin.query(`drop schema if exists ${schema} cascade`);
    rmSync(dir, { recursive: true, force: true });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-selling-db-'));
try {
  await run('sqlite', { sqliteFile: join(dir, 'bench.sqlite') });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const url = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
if (url?.startsWith('postgres')) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const schema = `bench_selling_${db.newId()}`;
    await run('postgres', { databaseUrl: url, postgresSchema: schema, poolSize: 10 }, admin, schema);
  } finally {
    await admin.end();
  }
}
