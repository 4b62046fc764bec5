import { afterAll, describe, expect, it } from 'vitest';
import { HttpShopper, inBatches, testCardToken } from './testing/reliability/http-shopper.js';
import {
  prepareShop,
  reliabilityDatabase,
  reliabilityDialects,
  tally,
  type ReliabilityDatabase,
} from './testing/reliability/reliability-db.js';
import { RELIABILITY_TIMEOUT_MS, report, SIZES } from './testing/reliability/reliability-size.js';
import { retryingCheckout, type CheckoutOutcome } from './testing/reliability/retrying-checkout.js';
import { serverProcess } from './testing/reliability/server-process.js';

/**
 * Restart to ready (spawn to /healthz 200) is reported, not asserted: speed lives in benchmarks.
 * It is 1.5–3.7 s on a loaded 2-core machine, up to 11 s when the whole suite runs beside it.
 * Restarts once waited behind other schemas' migrations on PostgreSQL's shared migration lock (up
 * to 16 s, and checkouts ran out of retries meanwhile); db's migrateToLatest now looks for pending
 * migrations before taking it.
 */

describe.each(reliabilityDialects())('crashes [%s]', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    `loses and duplicates no acknowledged order of ${SIZES.crashCheckouts} checkouts while the server is killed -9`,
    async () => {
      const database: ReliabilityDatabase = await reliabilityDatabase(dialect);
      cleanup.push(() => database.dispose());
      const initialStock = SIZES.crashCheckouts * 3;
      const shop = await prepareShop(database.db, initialStock);
      const server = await serverProcess(database.env);
      cleanup.push(() => server.stop());
      await server.start();
      const shoppers = Array.from(
        { length: SIZES.crashCheckouts },
        (_, i) => new HttpShopper([server.url], i),
      );
      const token = await testCardToken(server.url, shoppers[0] as HttpShopper);

      let running = true;
      const readyTimes: number[] = [];
      // At most SIZES.crashKills kills, then the server stays up: on a loaded machine a PostgreSQL
      // checkout outlived the 1–3 s between kills, and 36 kills in one PR-sized run left 19
      // shoppers retrying past their deadline (none lost or duplicated, none acknowledged either).
      const killer = (async () => {
        for (let kill = 0; running && kill < SIZES.crashKills; kill += 1) {
          // The first kill comes early, so even a small run is interrupted at least once.
          await new Promise((r) =>
            setTimeout(r, kill === 0 ? 150 + Math.random() * 250 : 1000 + Math.random() * 2000),
          );
          if (!running) break;
          await server.kill();
          readyTimes.push(await server.start());
        }
      })();
      const outcomes: CheckoutOutcome[] = await inBatches(shoppers, 20, (shopper) =>
        retryingCheckout(shopper, shop, token),
      );
      running = false;
      await killer;

      const acknowledged = outcomes.flatMap((o) => (o.orderId ? [o.orderId] : []));
      const after = await tally(database.db, shop);
      const stored = new Set(after.orders.map((o) => o.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      const perShopper = new Map<string, number>();
      for (const order of after.orders) perShopper.set(order.email, (perShopper.get(order.email) ?? 0) + 1);
      const duplicated = [...perShopper.values()].filter((n) => n > 1).length;
      report(`crash [${dialect}]`, {
        checkouts: SIZES.crashCheckouts,
        kills: readyTimes.length,
        acknowledged: acknowledged.length,
        ordersStored: after.orders.length,
        lostOrders: lost.length,
        duplicatedOrders: duplicated,
        restartToReadyMaxMs: Math.max(0, ...readyTimes),
        restartToReadyMeanMs: Math.round(
          readyTimes.reduce((a, b) => a + b, 0) / Math.max(1, readyTimes.length),
        ),
      });
      expect(outcomes.filter((o) => o.failure).map((o) => o.failure?.status)).toEqual([]);
      expect(readyTimes.length).toBeGreaterThan(0);
      expect(acknowledged).toHaveLength(SIZES.crashCheckouts);
      expect(lost).toEqual([]);
      expect(duplicated).toBe(0);
      expect(after.orders).toHaveLength(SIZES.crashCheckouts);
      expect(after.unitsOrdered + after.stock).toBe(initialStock);
      expect(after.ledger).toBe(-after.unitsOrdered);
    },
    RELIABILITY_TIMEOUT_MS,
  );
});
