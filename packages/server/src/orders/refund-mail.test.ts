import { listOutboxMail, updateWebsite } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { signIn, testConfig } from '../testing/harness.js';

const BASE = '/api/admin/commerce/orders';

interface OrderJson {
  id: string;
  orderNumber: number;
  amountCharged: { value: string };
  items: { id: string; productName: string }[];
}

eachDialect('refund e-mail to the buyer', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  /** One order of a mug and two shirts by ada@example.com, in a shop whose name needs escaping. */
  async function orderPlaced() {
    world = await checkoutSite(getDb());
    const { app, host, store, websiteId } = world;
    const { db } = getDb();
    await updateWebsite(db, websiteId, { title: 'Ada & <Sons>' });
    const buyer = shopper(app, host);
    await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    await buyer.add({
      itemId: store.shirt.item_id,
      sku: skuOf(store.shirt, { Size: 'S', Color: 'Red' }),
      quantity: 2,
    });
    const placed = await buyer.checkout({ email: 'ada@example.com' });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const order = (placed.json() as { order: OrderJson }).order;
    const owner = await signIn(app, world.site);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload && { payload }) });
    const refundMails = async () => {
      await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
      return (await listOutboxMail(db, websiteId)).filter((m) => m.subject.startsWith('Refund for order'));
    };
    const detail = (await call('GET', `${BASE}/${order.id}`)).json() as { order: OrderJson };
    return { order: detail.order, call, refundMails };
  }

  it('e-mails each refund once: the lines, the amount, what is refunded so far and the new total', async () => {
    const { order, call, refundMails } = await orderPlaced();
    const charged = Number(order.amountCharged.value); // minor units
    const shirt = order.items.find((i) => i.productName === 'Shirt')!;
    const byLine = await call('POST', `${BASE}/${order.id}/refunds`, {
      lines: [{ itemId: shirt.id, quantity: 1 }],
      restock: false,
    });
    expect(byLine.statusCode).toBe(200);
    const [first, ...rest] = await refundMails();
    expect(rest).toHaveLength(0);
    expect(first).toMatchObject({
      to_address: 'ada@example.com',
      subject: `Refund for order #${order.orderNumber} from Ada & <Sons> (TEST MODE)`,
    });
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(first!.text_body).toContain(`Ada & <Sons> has refunded $20.00 for order #${order.orderNumber}.`);
    expect(first!.text_body).toContain('Shirt x 1');
    expect(first!.text_body).toContain('Refunded so far: $20.00');
    expect(first!.text_body).toContain(`Order total after refunds: ${dollars(charged - 2000)}`);
    expect(first!.html_body).toContain('Ada &amp; &lt;Sons&gt; has refunded');
    expect(first!.html_body).not.toContain('<Sons>');
    expect(first!.html_body).toContain('<li>Shirt × 1</li>');

    // A second, part refund of an amount alone: its own e-mail, no lines, the running totals.
    const byAmount = await call('POST', `${BASE}/${order.id}/refunds`, { amountCents: 500, restock: false });
    expect(byAmount.statusCode).toBe(200);
    const mails = await refundMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('has refunded $5.00');
    expect(mails[1]!.text_body).not.toContain('Refunded items');
    expect(mails[1]!.text_body).toContain('Refunded so far: $25.00');
    expect(mails[1]!.text_body).toContain(`Order total after refunds: ${dollars(charged - 2500)}`);
    // Draining the queue again sends nothing more.
    expect(await refundMails()).toHaveLength(2);
  });

  it('sends nothing for a refused refund, and one e-mail when cancelling refunds the rest', async () => {
    const { order, call, refundMails } = await orderPlaced();
    const tooMuch = await call('POST', `${BASE}/${order.id}/refunds`, {
      amountCents: 10_000_000,
      restock: false,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await refundMails()).toHaveLength(0);
    const cancelled = await call('POST', `${BASE}/${order.id}/cancel`, { restock: true });
    expect(cancelled.statusCode).toBe(200);
    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Mug x 1');
    expect(mails[0]!.text_body).toContain('Shirt x 2');
    expect(mails[0]!.text_body).toContain('Order total after refunds: $0.00');
  });
});
