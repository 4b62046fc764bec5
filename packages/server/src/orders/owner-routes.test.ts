import { addContributor, findVariant, stockMovementTotal } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { parse } from 'csv-parse/sync';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { placeMugOrder } from '../checkout/testing/orders.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { seedSite, signIn, testConfig, type SignedIn } from '../testing/harness.js';

interface OrderJson {
  id: string;
  orderNumber: number;
  status: string;
  refundedTotal: { value: string };
  payment: { state: string };
  items: { restocked: number }[];
}

const BASE = '/api/admin/commerce/orders';

eachDialect('owner orders API', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function shopWithOrders(emails: string[]) {
    world = await checkoutSite(getDb());
    const ids: string[] = [];
    for (const email of emails) ids.push((await placeMugOrder(world, { email })).orderId);
    const owner = await signIn(world.app, world.site);
    const call = (method: 'GET' | 'POST', url: string, payload?: object, auth: SignedIn = owner) =>
      world!.app.inject({ method, url, headers: auth.headers, ...(payload && { payload }) });
    return { ...world, ids, owner, call };
  }

  it('lists, filters, pages and opens orders', async () => {
    const { ids, call } = await shopWithOrders(['ada@example.com', 'bob@example.com', 'ada.b@example.com']);
    const all = (await call('GET', BASE)).json() as { orders: OrderJson[]; total: number };
    expect(all.total).toBe(3);
    expect(all.orders.map((o) => o.orderNumber)).toEqual([3, 2, 1]);
    const ada = (await call('GET', `${BASE}?search=ada@`)).json() as { orders: OrderJson[] };
    expect(ada.orders.map((o) => o.orderNumber)).toEqual([1]);
    const adaB = (await call('GET', `${BASE}?search=ADA.B`)).json() as { orders: OrderJson[] };
    expect(adaB.orders.map((o) => o.orderNumber)).toEqual([3]);
    // Every shopper here ships to 'Ada Lovelace': a name matches by its start too.
    const byName = (await call('GET', `${BASE}?search=ada%20love`)).json() as { orders: OrderJson[] };
    expect(byName.orders.map((o) => o.orderNumber)).toEqual([3, 2, 1]);
    const bob = (await call('GET', `${BASE}?search=bob`)).json() as { orders: OrderJson[] };
    expect(bob.orders.map((o) => o.orderNumber)).toEqual([2]);
    expect(((await call('GET', `${BASE}?search=%232`)).json() as { total: number }).total).toBe(1);
    const page = (await call('GET', `${BASE}?page=2&pageSize=2`)).json() as { orders: OrderJson[] };
    expect(page.orders.map((o) => o.orderNumber)).toEqual([1]);
    const opened = await call('GET', `${BASE}/${ids[0]}`);
    expect(opened.json()).toMatchObject({
      order: { id: ids[0], email: 'ada@example.com', items: [{ productName: 'Mug' }] },
    });
    expect((await call('GET', `${BASE}/${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}?status=shipped`)).statusCode).toBe(400);
  });

  it('marks an order fulfilled once', async () => {
    const { ids, call } = await shopWithOrders(['ada@example.com']);
    const done = await call('POST', `${BASE}/${ids[0]}/fulfillment`, {});
    expect(done.json()).toMatchObject({ order: { status: 'fulfilled' } });
    expect((await call('GET', `${BASE}?status=fulfilled`)).json()).toMatchObject({ total: 1 });
    const again = await call('POST', `${BASE}/${ids[0]}/fulfillment`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Only pending orders can be marked fulfilled.' });
  });

  it('refunds in test mode, partly then fully, restocking once, never above the charge', async () => {
    const { ids, call, websiteId, store } = await shopWithOrders(['ada@example.com']);
    const { db } = getDb();
    await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const variantId = store.mug.variants[0]?.id ?? '';
    const partial = await call('POST', `${BASE}/${ids[0]}/refunds`, { amountCents: 500 });
    expect(partial.json()).toMatchObject({
      order: { refundedTotal: { value: '500' }, payment: { state: 'partially-refunded' }, status: 'pending' },
    });
    const tooMuch = await call('POST', `${BASE}/${ids[0]}/refunds`, { amountCents: 1251 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      error: 'A refund cannot be more than what was charged and not yet refunded.',
    });
    const rest = await call('POST', `${BASE}/${ids[0]}/refunds`, { restock: true });
    expect(rest.json()).toMatchObject({
      order: {
        refundedTotal: { value: '1750' },
        payment: { state: 'refunded' },
        status: 'refunded',
        items: [{ restocked: 1 }],
      },
    });
    expect((await findVariant(db, websiteId, variantId))?.qty_in_stock).toBe(3);
    expect(await stockMovementTotal(db, websiteId, variantId)).toBe(0);
    const none = await call('POST', `${BASE}/${ids[0]}/refunds`, { restock: true });
    expect(none.json()).toMatchObject({ error: 'This order has no card payment left to refund.' });
    const auth = await db
      .selectFrom('test_payment_authorizations')
      .selectAll()
      .where('order_id', '=', ids[0] ?? '')
      .executeTakeFirst();
    expect(auth).toMatchObject({ state: 'refunded', refunded_amount: 1750, captured_amount: 1750 });
  });

  it('exports CSV that spreadsheets cannot run as formulas', async () => {
    const { call } = await shopWithOrders(['-2+3@example.com', 'plain@example.com']);
    const csv = await call('GET', `${BASE}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(csv.body) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['Order number', 'Created (UTC)', 'Status', 'Email']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[3]).toBe("'-2+3@example.com");
    expect(rows[1]?.slice(11, 13)).toEqual(['17.50', '17.50']);
    expect(rows[2]?.[3]).toBe('plain@example.com');
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('lets store managers in and keeps editors out', async () => {
    const { ids, call, app, site } = await shopWithOrders(['ada@example.com']);
    const { db } = getDb();
    const manager = await seedSite(db, 8);
    await addContributor(db, site.website.id, manager.ownerId, 8);
    const asManager = await signIn(app, site, manager.ownerEmail);
    expect((await call('GET', BASE, undefined, asManager)).statusCode).toBe(200);
    const editor = await seedSite(db, 4);
    await addContributor(db, site.website.id, editor.ownerId, 4);
    const asEditor = await signIn(app, site, editor.ownerEmail);
    expect((await call('GET', BASE, undefined, asEditor)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/${ids[0]}/refunds`, { restock: false }, asEditor)).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: BASE, headers: { host: site.host } })).statusCode).toBe(
      401,
    );
  });
});
