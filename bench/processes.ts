/**
 * Scale-out benchmark: throughput of the uncached product page (`RENDER_MICROCACHE=off`) served by
 * one server process, then by two (`WEB_CONCURRENCY=2`, node:cluster), on one PostgreSQL schema
 * and Redis, and the ratio two / one. Requests are spread over 40 product pages; autocannon runs
 * in this process at 50 connections for BENCH_SECONDS (10) per run. On a 2-core machine expect
 * close to 2× minus the load generator's share of the cores.
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh schema is made and dropped) and a Redis
 * (REDIS_URL, else 127.0.0.1:6379); without them it says so and measures nothing.
 * Run: npm run bench:processes
 */
import { createRequire } from 'node:module';
import { PRODUCT_TYPES } from '@tessera/core';
import { createProduct } from '@tessera/db';
// The reliability kit (a shop, real server processes) is not exported by the package.
// eslint-disable-next-line no-restricted-imports
import {
  prepareShop,
  reliabilityDatabase,
} from '../packages/server/src/checkout/testing/reliability/reliability-db.js';
// eslint-disable-next-line no-restricted-imports
import { serverProcess } from '../packages/server/src/checkout/testing/reliability/server-process.js';
// eslint-disable-next-line no-restricted-imports
import { reachableRedisUrl } from '../packages/server/src/testing/redis.js';
import { signedCrumbCookie } from './crumb-cookie.js';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const PRODUCTS = 40;
/** A returning visitor; the cookie is the server's signed crumb, read once a server is up. */
const HEADERS = { cookie: '', accept: 'text/html' };

async function main(): Promise<void> {
  process.env['TEST_DATABASE_URL'] ??= process.env['BENCH_DATABASE_URL'];
  const redisUrl = await reachableRedisUrl();
  if (!process.env['TEST_DATABASE_URL'] || !redisUrl) {
    console.log(
      'processes: needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis; not measured',
    );
    return;
  }
  const database = await reliabilityDatabase('postgres');
  try {
    const shop = await prepareShop(database.db, 'unlimited');
    const store = await database.db
      .selectFrom('items')
      .select('collection_id')
      .where('id', '=', shop.itemId)
      .executeTakeFirstOrThrow();
    const paths: string[] = [];
    for (let i = 0; i < PRODUCTS; i += 1) {
      const urlId = `bench-cup-${i}`;
      await createProduct(database.db, shop.websiteId, {
        item: { collectionId: store.collection_id, title: `Cup ${i}`, urlId, publishState: 'published' },
        productType: PRODUCT_TYPES.PHYSICAL,
        variants: [{ sku: `BENCH-${i}`, price: 1500 + i, currency: 'USD', unlimited: true }],
      });
      paths.push(`/shop/p/${urlId}`);
    }
    const rates: number[] = [];
    for (const processes of [1, 2]) {
      const server = await serverProcess(
        {
          ...database.env,
          REDIS_URL: redisUrl,
          RENDER_MICROCACHE: 'off',
          WEB_CONCURRENCY: String(processes),
        },
        { readyTimeoutMs: 180_000 },
      );
      await server.start();
      HEADERS.cookie = await signedCrumbCookie(server.url);
      try {
        // Warm every process (compiled templates, prepared statements) before measuring.
        await autocannon({
          url: server.url,
          connections: 10,
          amount: 400,
          headers: HEADERS,
          requests: paths.map((path) => ({ path })),
        });
        const result = await autocannon({
          url: server.url,
          connections: 50,
          duration: SECONDS,
          headers: HEADERS,
          requests: paths.map((path) => ({ path })),
        });
        rates.push(result.requests.average);
        console.log(
          `processes=${processes}  uncached product page: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
      } finally {
        await server.stop();
      }
    }
    const [one = 0, two = 0] = rates;
    console.log(
      `2 processes / 1 process: ${(two / one).toFixed(2)}× (target: close to 2× minus the load generator's share)`,
    );
  } finally {
    await database.dispose();
  }
}

await main();
