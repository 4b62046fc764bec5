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
import { serverProcess, type ServerProcess } from './testing/reliability/server-process.js';

const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

describe.each(reliabilityDialects())('oversell [%s]', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    `sells exactly ${SIZES.units} units to ${SIZES.buyers} concurrent buyers (two server processes on PostgreSQL)`,
    async () => {
      const database: ReliabilityDatabase = await reliabilityDatabase(dialect);
      cleanup.push(() => database.dispose());
      const shop = await prepareShop(database.db, SIZES.units);
      // Many stateless processes share PostgreSQL; SQLite is run by one process (docs/architecture.md).
      const count = dialect === 'postgres' ? 2 : 1;
      const servers: ServerProcess[] = [];
      for (let i = 0; i < count; i += 1) servers.push(await serverProcess(database.env));
      for (const server of servers) {
        cleanup.push(() => server.stop());
        report(`startup [${dialect}]`, { readyMs: await server.start() });
      }
      const urls = servers.map((s) => s.url);
      const buyers = Array.from({ length: SIZES.buyers }, (_, i) => new HttpShopper(urls, i));
      const token = await testCardToken(urls[0] ?? '', buyers[0] as HttpShopper);
      await inBatches(buyers, 20, async (buyer) => {
        expect((await buyer.add(shop.itemId, shop.sku)).status).toBe(200);
        expect((await buyer.details()).status).toBe(200);
      });

      const started = Date.now();
      const answers = await Promise.all(buyers.map((buyer) => buyer.place(token)));
      const seconds = (Date.now() - started) / 1000;
      const orders = answers.filter((a) => a.status === 200);
      const refusals = answers.filter((a) => a.status === 409 && a.body['error'] === NOT_ENOUGH);
      const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0);
      const after = await tally(database.db, shop);
      report(`oversell [${dialect}]`, {
        buyers: SIZES.buyers,
        units: SIZES.units,
        orders: orders.length,
        refusals: refusals.length,
        serverErrors: serverErrors.length,
        oversoldUnits: Math.max(0, after.unitsOrdered - SIZES.units),
        stockLeft: after.stock,
        seconds,
      });
      expect(orders).toHaveLength(SIZES.units);
      expect(refusals).toHaveLength(SIZES.buyers - SIZES.units);
      expect(serverErrors).toHaveLength(0);
      expect(after.stock).toBe(0);
      expect(after.unitsOrdered + after.stock).toBe(SIZES.units);
      expect(after.ledger).toBe(-SIZES.units);
      expect(after.orders).toHaveLength(SIZES.units);
      expect(new Set(after.orders.map((o) => o.purchased_cart_id)).size).toBe(SIZES.units);
      for (const server of servers) expect(server.alive()).toBe(true);
    },
    RELIABILITY_TIMEOUT_MS,
  );
});
