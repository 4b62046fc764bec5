import { systemClock } from '@tessera/core';
import { insertOrder, nextOrderNumber, useClock, writeAnalyticsBatch, type NewOrder } from '@tessera/db';
import { eachDialect, type TestDatabase } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

const DAY_MS = 86_400_000;
/** 2026-11-23 to 2026-11-29: the 7 days of the report; the 7 before run from 2026-11-16. */
const TO = Date.UTC(2026, 10, 29) / DAY_MS;
const FROM = TO - 6;
const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

eachDialect('traffic report sales', (getDb) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let site: SeededSite;
  let at = 0;

  beforeAll(async () => {
    database = getDb();
    useClock(database.db, { now: () => at });
    app = await buildTestApp(database);
    site = await seedSite(database.db);
  });
  afterAll(async () => {
    useClock(database.db, systemClock);
    await app.close();
  });

  /** An order placed at noon (UTC) of `day` for `grandTotal` minor units. */
  async function order(day: number, grandTotal: number, overrides: Partial<NewOrder> = {}) {
    at = day * DAY_MS + DAY_MS / 2;
    const { db } = database;
    const websiteId = site.website.id;
    await insertOrder(db, websiteId, {
      orderNumber: await nextOrderNumber(db, websiteId),
      kind: 'checkout',
      purchasedCartId: null,
      subscriptionId: null,
      status: 'pending',
      testMode: false,
      email: 'ada@example.com',
      shippingAddress: null,
      location: null,
      shippingOption: null,
      currency: 'USD',
      subtotal: grandTotal,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      giftCardTotal: 0,
      grandTotal,
      amountCharged: grandTotal,
      coupons: [],
      taxLines: [],
      items: [],
      ...overrides,
    });
  }

  const visits = (day: number, value: number) => ({
    website_id: site.website.id,
    day,
    dimension: 'site',
    dim_key: '',
    metric: 'visits',
    value,
  });

  it('answers the orders, revenue and conversion of the 7 days and of the 7 before', async () => {
    const empty = { events: [], pageViews: [], visitors: [], errors: [], vitals: [] };
    await writeAnalyticsBatch(database.db, {
      ...empty,
      daily: [visits(FROM, 120), visits(TO, 80), visits(FROM - 7, 50)],
    });
    await order(FROM, 2500);
    await order(TO, 1000);
    await order(TO, 4550);
    await order(FROM - 1, 3000);
    // Neither counts: a test order, and one placed the day after the report's last day.
    await order(TO, 9900, { testMode: true });
    await order(TO + 1, 700);

    const owner = await signIn(app, site);
    const response = await app.inject({
      url: `/api/admin/analytics/traffic?from=${iso(FROM)}&to=${iso(TO)}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json() as Record<string, unknown>;
    expect(report['sales']).toEqual({
      orders: 3,
      revenue: { value: '8050', currency: 'USD' },
      conversionRate: 1.5,
    });
    expect(report['previousSales']).toEqual({
      orders: 1,
      revenue: { value: '3000', currency: 'USD' },
      conversionRate: 2,
    });
  });

  it('gives no conversion rate for days without visits, and nothing of another website', async () => {
    const other = await seedSite(database.db);
    const owner = await signIn(app, other);
    const report = (
      await app.inject({
        url: `/api/admin/analytics/traffic?from=${iso(FROM)}&to=${iso(TO)}`,
        headers: owner.headers,
      })
    ).json() as Record<string, unknown>;
    expect(report['sales']).toEqual({
      orders: 0,
      revenue: { value: '0', currency: 'USD' },
      conversionRate: null,
    });
  });
});
