import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  HttpShopper,
  inBatches,
  testCardToken,
  type HttpAnswer,
} from './testing/reliability/http-shopper.js';
import { prepareShop, reliabilityDatabase, tally } from './testing/reliability/reliability-db.js';
import { RELIABILITY_TIMEOUT_MS, report, SIZES } from './testing/reliability/reliability-size.js';
import { retryingCheckout, type CheckoutOutcome } from './testing/reliability/retrying-checkout.js';
import { serverProcess } from './testing/reliability/server-process.js';
import { tcpProxy } from './testing/reliability/tcp-proxy.js';

const ANSWER_LIMIT_MS = 2000;
const RECOVERY_LIMIT_MS = 5000;

interface Probe extends HttpAnswer {
  at: number;
}

/**
 * PostgreSQL only: SQLite is a file inside the server process, with no database server that
 * could go away on its own.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('database outage [postgres]', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    `answers 503 with Retry-After during a ${SIZES.outageSeconds} s outage, stays up, recovers and loses nothing`,
    async () => {
      const database = await reliabilityDatabase('postgres');
      cleanup.push(() => database.dispose());
      const initialStock = SIZES.outageCheckouts * 3;
      const shop = await prepareShop(database.db, initialStock);
      const target = new URL(database.postgresUrl ?? '');
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanup.push(() => proxy.close());
      target.host = `127.0.0.1:${proxy.port}`;
      const server = await serverProcess({ ...database.env, DATABASE_URL: target.toString() });
      cleanup.push(() => server.stop());
      await server.start();
      const shoppers = Array.from(
        { length: SIZES.outageCheckouts },
        (_, i) => new HttpShopper([server.url], i),
      );
      const token = await testCardToken(server.url, shoppers[0] as HttpShopper);
      const prober = shoppers[0] as HttpShopper;

      const probes: Probe[] = [];
      let probing = true;
      const probing$ = (async () => {
        while (probing) {
          const started = Date.now();
          const health = await call(server.url, 'GET', '/healthz', { timeoutMs: 10_000 });
          const cart = await prober.send('GET', '/api/commerce/checkout');
          probes.push({ ...health, at: started }, { ...cart, at: started });
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const load = inBatches(shoppers, 10, (shopper) => retryingCheckout(shopper, shop, token));
      await new Promise((r) => setTimeout(r, 1000));
      const cutAt = Date.now();
      await proxy.cut();
      await new Promise((r) => setTimeout(r, SIZES.outageSeconds * 1000));
      const backAt = Date.now();
      await proxy.restore();
      const outcomes: CheckoutOutcome[] = await load;
      await new Promise((r) => setTimeout(r, 500));
      probing = false;
      await probing$;

      const during = probes.filter((p) => p.at >= cutAt + 200 && p.at + p.ms <= backAt);
      const slowest = Math.max(0, ...during.map((p) => p.ms));
      const firstHealthy = probes.find(
        (p) => p.at >= backAt && p.status === 200 && p.body['status'] === 'ok',
      );
      const recoveryMs = firstHealthy ? firstHealthy.at + firstHealthy.ms - backAt : Number.POSITIVE_INFINITY;
      const acknowledged = outcomes.flatMap((o) => (o.orderId ? [o.orderId] : []));
      const after = await tally(database.db, shop);
      const stored = new Set(after.orders.map((o) => o.id));
      report('outage [postgres]', {
        outageSeconds: SIZES.outageSeconds,
        probesDuringOutage: during.length,
        answered503: during.filter((p) => p.status === 503).length,
        slowestAnswerMs: slowest,
        recoveryMs,
        checkouts: SIZES.outageCheckouts,
        acknowledged: acknowledged.length,
        lostOrders: acknowledged.filter((id) => !stored.has(id)).length,
      });
      expect(during.length).toBeGreaterThan(5);
      expect(during.every((p) => p.status === 503 && p.headers['retry-after'] !== undefined)).toBe(true);
      expect(slowest).toBeLessThan(ANSWER_LIMIT_MS);
      expect(server.alive()).toBe(true);
      expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
      expect(outcomes.filter((o) => o.failure)).toEqual([]);
      expect(acknowledged).toHaveLength(SIZES.outageCheckouts);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(after.orders).toHaveLength(SIZES.outageCheckouts);
      expect(after.unitsOrdered + after.stock).toBe(initialStock);
      expect(after.ledger).toBe(-after.unitsOrdered);
    },
    RELIABILITY_TIMEOUT_MS,
  );
});
