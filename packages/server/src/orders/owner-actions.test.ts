import { findVariant, listOutboxMail } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { signIn, testConfig } from '../testing/harness.js';

const BASE = '/api/admin/commerce/orders';

interface Line {
  id: string;
  productName: string;
  quantity: number;
  fulfilled: number;
  refundedQuantity: number;
  restocked: number;
}
interface OrderJson {
  id: string;
  orderNumber: number;
  status: string;
  fulfillmentState: string;
  cancelledAt: number | null;
  refundedTotal: { value: string };
  items: Line[];
}
interface Timeline {
  kind: string;
  actorName: string | null;
  data: Record<string, unknown>;
}

eachDialect('owner order actions', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  /** A shop with one order of a mug and two red small shirts per email. */
  async function shop(emails: string[]) {
    world = await checkoutSite(getDb());
    const { app, host, store } = world;
    const ids: string[] = [];
    for (const email of emails) {
      const buyer = shopper(app, host);
      await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
      await buyer.add({
        itemId: store.shirt.item_id,
        sku: skuOf(store.shirt, { Size: 'S', Color: 'Red' }),
        quantity: 2,
      });
      const placed = await buyer.checkout({ email });
      if (placed.statusCode !== 200) throw new Error(placed.body);
      ids.push((placed.json() as { order: { id: string } }).order.id);
    }
    const owner = await signIn(app, world.site);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload && { payload }) });
    const open = async (id: string) =>
      (await call('GET', `${BASE}/${id}`)).json() as { order: OrderJson; timeline: Timeline[] };
    const { db } = getDb();
    const mails = async () => {
      await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
      return listOutboxMail(db, world!.websiteId);
    };
    return { ...world, ids, call, open, mails, db };
  }

  it('ships line by line with tracking, emails the buyer, and keeps it all on the timeline', async () => {
    const { ids, call, open, mails } = await shop(['ada@example.com']);
    const before = await open(ids[0]!);
    expect(before.timeline.map((t) => t.kind)).toEqual(['placed', 'paid']);
    const shirt = before.order.items.find((i) => i.productName === 'Shirt')!;
    const tooMany = await call('POST', `${BASE}/${ids[0]}/fulfillment`, {
      lines: [{ itemId: shirt.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ errors: { 'lines.0.quantity': 'At most 2 left to ship' } });
    const first = await call('POST', `${BASE}/${ids[0]}/fulfillment`, {
      lines: [{ itemId: shirt.id, quantity: 1 }],
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://track.example.com/1Z999AA10123456784',
    });
    expect(first.json()).toMatchObject({ order: { fulfillmentState: 'partial', status: 'pending' } });
    const shipped = (await mails()).filter((m) => m.subject.includes('is on its way'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ to_address: 'ada@example.com' });
    expect(shipped[0]!.text_body).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped[0]!.text_body).toContain('Shirt x 1');
    const rest = await call('POST', `${BASE}/${ids[0]}/fulfillment`, { notify: false });
    expect(rest.json()).toMatchObject({ order: { fulfillmentState: 'fulfilled', status: 'fulfilled' } });
    expect((await mails()).filter((m) => m.subject.includes('is on its way'))).toHaveLength(1);
    const again = await call('POST', `${BASE}/${ids[0]}/fulfillment`, {});
    expect(again.statusCode).toBe(409);
    const after = await open(ids[0]!);
    expect(after.timeline.map((t) => t.kind)).toEqual([
      'placed',
      'paid',
      'fulfilled',
      'shipping-email-sent',
      'fulfilled',
    ]);
    expect(after.timeline[2]).toMatchObject({
      actorName: 'Owner',
      data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
  });

  it('refunds one unit of a line with restock: the stock and its history show it; too much is refused', async () => {
    const { ids, call, open, store, db, websiteId } = await shop(['ada@example.com']);
    const red = store.shirt.variants[0]!.id;
    const stockAfterOrder = (await findVariant(db, websiteId, red))!.qty_in_stock;
    const shirt = (await open(ids[0]!)).order.items.find((i) => i.productName === 'Shirt')!;
    const refund = await call('POST', `${BASE}/${ids[0]}/refunds`, {
      lines: [{ itemId: shirt.id, quantity: 1 }],
      restock: true,
    });
    expect(refund.statusCode).toBe(200);
    const line = (refund.json() as { order: OrderJson }).order.items.find((i) => i.id === shirt.id)!;
    expect(line).toMatchObject({ refundedQuantity: 1, restocked: 1 });
    expect((await findVariant(db, websiteId, red))!.qty_in_stock).toBe(stockAfterOrder + 1);
    const history = (await call('GET', `/api/admin/commerce/inventory/${red}/history`)).json() as {
      movements: { reason: string; delta: number; orderNumber: number }[];
    };
    expect(history.movements.slice(0, 2)).toMatchObject([
      { reason: 'restock', delta: 1, orderNumber: 1 },
      { reason: 'order', delta: -2, orderNumber: 1 },
    ]);
    const tooMuch = await call('POST', `${BASE}/${ids[0]}/refunds`, { amountCents: 1_000_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      error: 'A refund cannot be more than what was charged and not yet refunded.',
    });
    const twice = await call('POST', `${BASE}/${ids[0]}/refunds`, {
      lines: [{ itemId: shirt.id, quantity: 2 }],
    });
    expect(twice.json()).toMatchObject({ errors: { 'lines.0.quantity': 'At most 1 left to refund' } });
    const timeline = (await open(ids[0]!)).timeline;
    expect(timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      actorName: 'Owner',
      data: { restocked: [{ itemId: shirt.id, quantity: 1 }] },
    });
  });

  it('cancels an unshipped order with refund and restock, once; filters find it', async () => {
    const { ids, call, open, store, db, websiteId } = await shop(['ada@example.com', 'bob@example.com']);
    const mug = store.mug.variants[0]!.id;
    const stock = (await findVariant(db, websiteId, mug))!.qty_in_stock;
    const cancelled = await call('POST', `${BASE}/${ids[1]}/cancel`, {});
    expect(cancelled.json()).toMatchObject({
      order: { status: 'refunded', cancelledAt: expect.any(Number) },
    });
    expect((await findVariant(db, websiteId, mug))!.qty_in_stock).toBe(stock + 1);
    expect((await call('POST', `${BASE}/${ids[1]}/cancel`, {})).statusCode).toBe(409);
    await call('POST', `${BASE}/${ids[0]}/fulfillment`, { notify: false });
    expect((await call('POST', `${BASE}/${ids[0]}/cancel`, {})).json()).toMatchObject({
      error: 'Only orders that have not shipped and are not cancelled can be cancelled.',
    });
    const list = (query: string) =>
      call('GET', `${BASE}?${query}`).then((r) =>
        (r.json() as { orders: OrderJson[] }).orders.map((o) => o.orderNumber),
      );
    expect(await list('status=cancelled')).toEqual([2]);
    expect(await list('fulfillment=fulfilled')).toEqual([1]);
    expect(await list('payment=refunded')).toEqual([2]);
    // The refund and the cancellation are written in one transaction, at the same instant: the
    // timeline lists them after the payment, in either order.
    const kinds = (await open(ids[1]!)).timeline.map((t) => t.kind);
    expect(kinds.slice(0, 2)).toEqual(['placed', 'paid']);
    expect(kinds.slice(2).sort()).toEqual(['cancelled', 'refunded']);
  });

  it('pages by cursor, keeps private notes, resends the confirmation and prints a packing slip', async () => {
    const { ids, call, open, mails } = await shop(['a@example.com', 'b@example.com', 'c@example.com']);
    const first = (await call('GET', `${BASE}?pageSize=2`)).json() as {
      orders: OrderJson[];
      nextCursor: number;
    };
    expect(first.orders.map((o) => o.orderNumber)).toEqual([3, 2]);
    const second = (await call('GET', `${BASE}?pageSize=2&cursor=${first.nextCursor}`)).json() as {
      orders: OrderJson[];
      nextCursor: number | null;
    };
    expect(second.orders.map((o) => o.orderNumber)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
    expect((await call('POST', `${BASE}/${ids[0]}/notes`, { text: '  ' })).statusCode).toBe(400);
    expect((await call('POST', `${BASE}/${ids[0]}/notes`, { text: 'Gift wrap <please>' })).statusCode).toBe(
      204,
    );
    expect((await open(ids[0]!)).timeline.at(-1)).toMatchObject({
      kind: 'note',
      actorName: 'Owner',
      data: { text: 'Gift wrap <please>' },
    });
    const before = (await mails()).filter((m) => m.to_address === 'a@example.com').length;
    expect((await call('POST', `${BASE}/${ids[0]}/confirmation`)).statusCode).toBe(202);
    const confirmations = (await mails()).filter((m) => m.to_address === 'a@example.com');
    expect(confirmations).toHaveLength(before + 1);
    expect(confirmations.at(-1)!.subject).toContain('Your order #1');
    const slip = await call('GET', `${BASE}/${ids[0]}/packing-slip`);
    expect(slip.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(slip.body).toContain('@media print');
    expect(slip.body).toContain('Size: S, Color: Red');
    expect(slip.body).toContain('12 Analytical Row');
  });
});
