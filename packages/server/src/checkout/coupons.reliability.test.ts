import { insertCoupon } from '@tessera/db';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpShopper, inBatches, testCardToken } from './testing/reliability/http-shopper.js';
import {
  prepareShop,
  reliabilityDatabase,
  reliabilityDialects,
  type ReliabilityDatabase,
} from './testing/reliability/reliability-db.js';
import { RELIABILITY_TIMEOUT_MS, report, SIZES } from './testing/reliability/reliability-size.js';
import { serverProcess, type ServerProcess } from './testing/reliability/server-process.js';

const USED_UP = 'This coupon has reached its usage limit.';

describe.each(reliabilityDialects())('coupon races [%s]', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    `redeems a single-use code once for ${SIZES.couponCarts} racing carts, and discounts once for ${SIZES.sameCodeApplies} racing applies`,
    async () => {
      const database: ReliabilityDatabase = await reliabilityDatabase(dialect);
      cleanup.push(() => database.dispose());
      const shop = await prepareShop(database.db, 'unlimited');
      const coupon = {
        code: 'ONCE',
        kind: 'percentage' as const,
        percent: '10',
        amountCents: null,
        minSubtotalCents: 0,
        startsAt: null,
        endsAt: null,
        usageLimit: 1,
        perCustomerLimit: null,
        scope: 'all' as const,
        productIds: [],
        categoryIds: [],
        enabled: true,
      };
      await insertCoupon(database.db, shop.websiteId, coupon);
      await insertCoupon(database.db, shop.websiteId, { ...coupon, code: 'TEN', usageLimit: null });
      const servers: ServerProcess[] = [];
      for (let i = 0; i < (dialect === 'postgres' ? 2 : 1); i += 1)
        servers.push(await serverProcess(database.env));
      for (const server of servers) {
        cleanup.push(() => server.stop());
        await server.start();
      }
      const urls = servers.map((s) => s.url);
      const carts = Array.from({ length: SIZES.couponCarts }, (_, i) => new HttpShopper(urls, i));
      const token = await testCardToken(urls[0] ?? '', carts[0] as HttpShopper);
      await inBatches(carts, 10, async (cart) => {
        expect((await cart.add(shop.itemId, shop.sku)).status).toBe(200);
        expect((await cart.details()).status).toBe(200);
        const applied = await cart.coupon('once');
        expect(applied.body).toMatchObject({ checkout: { shoppingCart: { discountCents: 200 } } });
      });
      const answers = await Promise.all(carts.map((cart) => cart.place(token)));
      const redeemed = answers.filter((a) => a.status === 200);
      // The code as the shopper typed it, then the reason.
      const refused = answers.filter(
        (a) => a.status === 409 && String(a.body['error']).toUpperCase() === `ONCE: ${USED_UP}`.toUpperCase(),
      );
      const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0);
      const once = await database.db
        .selectFrom('coupons')
        .select('times_used')
        .where('code_key', '=', 'ONCE')
        .executeTakeFirstOrThrow();

      const one = new HttpShopper(urls, 999);
      await one.add(shop.itemId, shop.sku, 3);
      await one.details();
      const applies = await Promise.all(
        Array.from({ length: SIZES.sameCodeApplies }, () => one.coupon('ten')),
      );
      const finalCart = (await one.send('GET', '/api/commerce/checkout')).body as {
        checkout: { shoppingCart: { coupons: string[]; discountCents: number; validCoupons: unknown[] } };
      };
      report(`coupons [${dialect}]`, {
        carts: SIZES.couponCarts,
        redemptions: redeemed.length,
        refusals: refused.length,
        serverErrors: serverErrors.length,
        timesUsed: once.times_used,
        sameCodeApplies: SIZES.sameCodeApplies,
        codesInCart: finalCart.checkout.shoppingCart.coupons.length,
        discountCents: finalCart.checkout.shoppingCart.discountCents,
      });
      expect(redeemed).toHaveLength(1);
      expect(redeemed[0]?.body).toMatchObject({ order: { discountTotal: { value: '200' } } });
      expect(refused).toHaveLength(SIZES.couponCarts - 1);
      expect(serverErrors).toHaveLength(0);
      expect(once.times_used).toBe(1);
      expect(applies.every((a) => a.status === 200)).toBe(true);
      expect(finalCart.checkout.shoppingCart.coupons).toEqual(['ten']);
      expect(finalCart.checkout.shoppingCart.validCoupons).toHaveLength(1);
      expect(finalCart.checkout.shoppingCart.discountCents).toBe(600);
    },
    RELIABILITY_TIMEOUT_MS,
  );
});
