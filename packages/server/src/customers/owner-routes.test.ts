import { addContributor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { parse } from 'csv-parse/sync';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { seedSite, signIn } from '../testing/harness.js';

const BASE = '/api/admin/commerce/customers';

interface CustomerJson {
  id: string;
  email: string;
  name: string;
  orderCount: number;
  totalSpent: { value: string; currency: string };
}

eachDialect('owner customers API', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function shop(emails: string[]) {
    world = await checkoutSite(getDb());
    const { app, host, store } = world;
    const ids: string[] = [];
    for (const email of emails) {
      const buyer = shopper(app, host);
      await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
      const placed = await buyer.checkout({ email });
      if (placed.statusCode !== 200) throw new Error(placed.body);
      ids.push((placed.json() as { order: { id: string } }).order.id);
    }
    const owner = await signIn(app, world.site);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload && { payload }) });
    return { ...world, ids, call };
  }

  it('builds customers from orders: count, total spent less refunds, last order, history', async () => {
    const { ids, call } = await shop(['ada@example.com', 'bob@example.com', 'ADA@example.com']);
    const list = (await call('GET', BASE)).json() as { customers: CustomerJson[]; total: number };
    expect(list.total).toBe(2);
    expect(list.customers.map((c) => [c.email, c.orderCount, c.totalSpent.value])).toEqual([
      ['ada@example.com', 2, '3500'],
      ['bob@example.com', 1, '1750'],
    ]);
    expect(list.customers[0]!.name).toBe('Ada Lovelace');
    await call('POST', `/api/admin/commerce/orders/${ids[1]}/refunds`, { amountCents: 250 });
    const bob = ((await call('GET', `${BASE}?search=BOB`)).json() as { customers: CustomerJson[] }).customers;
    expect(bob.map((c) => c.totalSpent.value)).toEqual(['1500']);
    const bySpend = (await call('GET', `${BASE}?sort=total-spent`)).json() as { customers: CustomerJson[] };
    expect(bySpend.customers[0]!.email).toBe('ada@example.com');
    const detail = (await call('GET', `${BASE}/${list.customers[0]!.id}`)).json() as {
      orders: { orderNumber: number }[];
    };
    expect(detail.orders.map((o) => o.orderNumber)).toEqual([3, 1]);
    expect((await call('GET', `${BASE}/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('exports customers as CSV with formula cells neutralised, and only to order readers', async () => {
    const { call, app, host, site } = await shop(['-2+3@example.com', 'plain@example.com']);
    const csv = await call('GET', `${BASE}/export.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toEqual([
      'Email',
      'Name',
      'Orders',
      'Total spent',
      'Currency',
      'First order (UTC)',
      'Last order (UTC)',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["'-2+3@example.com", 'plain@example.com']);
    expect(rows[1]?.slice(2, 5)).toEqual(['1', '17.50', 'USD']);
    const moderator = await seedSite(getDb().db, 6);
    await addContributor(getDb().db, site.website.id, moderator.ownerId, 6);
    const asModerator = await signIn(app, site, moderator.ownerEmail);
    expect((await app.inject({ url: BASE, headers: asModerator.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, headers: { host } })).statusCode).toBe(401);
  });

  it('never shows another website’s customers', async () => {
    const { call } = await shop(['ada@example.com']);
    const other = await checkoutSite(getDb());
    try {
      const buyer = shopper(other.app, other.host);
      await buyer.add({ itemId: other.store.mug.item_id, sku: skuOf(other.store.mug), quantity: 1 });
      await buyer.checkout({ email: 'zed@example.com' });
      const list = (await call('GET', BASE)).json() as { customers: CustomerJson[] };
      expect(list.customers.map((c) => c.email)).toEqual(['ada@example.com']);
    } finally {
      await other.app.close();
    }
  });
});
