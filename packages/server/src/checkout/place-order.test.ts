import {
  findCart,
  findOrder,
  findVariant,
  insertCoupon,
  listOutboxMail,
  listPurchaseEvents,
  stockMovementTotal,
  updateVariant,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { testConfig } from '../testing/harness.js';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { buyerWithMug } from './testing/orders.js';
import { CARDS } from './testing/shopper.js';

interface Placed {
  order: Record<string, unknown> & { id: string };
  confirmationUrl: string;
  replayed: boolean;
}

const COUPON = {
  code: 'SAVE10',
  kind: 'percentage' as const,
  percent: '10',
  amountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  scope: 'all' as const,
  productIds: [],
  categoryIds: [],
  enabled: true,
};

eachDialect('placing an order', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function withMug(quantity = 1) {
    world = await checkoutSite(getDb());
    const buyer = await buyerWithMug(world, quantity);
    const mugVariant = world.store.mug.variants[0]?.id ?? '';
    return { ...world, buyer, mugVariant };
  }

  it('buys a physical product with a coupon and shipping: one transaction, the spec’s fields', async () => {
    const { buyer, websiteId, store, mugVariant } = await withMug(2);
    const { db } = getDb();
    await insertCoupon(db, websiteId, COUPON);
    await buyer.details();
    await buyer.json('POST', '/api/commerce/checkout/coupons', { code: 'SAVE10' });
    const placed = await buyer.place({ paymentToken: await buyer.token() });
    expect(placed.statusCode, placed.body).toBe(200);
    const body = placed.json() as Placed;
    expect(body).toMatchObject({
      replayed: false,
      confirmationUrl: expect.stringMatching(/^\/checkout\/order-confirmed\/[\w-]{43}$/),
    });
    expect(body.order).toMatchObject({
      orderNumber: 1,
      testMode: true,
      websiteId,
      status: 'pending',
      email: 'ada@example.com',
      subtotal: { value: '2500', currency: 'USD' },
      discountTotal: { value: '250', currency: 'USD' },
      shippingTotal: { value: '500', currency: 'USD' },
      taxTotal: { value: '0', currency: 'USD' },
      grandTotal: { value: '2750', currency: 'USD' },
      amountCharged: { value: '2750', currency: 'USD' },
      items: [
        {
          sku: skuOf(store.mug),
          productName: 'Mug',
          quantity: 2,
          unitPrice: { value: '1250', currency: 'USD' },
        },
      ],
      payment: { state: 'authorized', brand: 'Visa', last4: '4242' },
      coupons: [{ code: 'SAVE10', discountCents: 250 }],
    });
    expect((await findVariant(db, websiteId, mugVariant))?.qty_in_stock).toBe(1);
    expect(await stockMovementTotal(db, websiteId, mugVariant)).toBe(-2);
    const order = await findOrder(db, websiteId, body.order.id);
    expect(await findCart(db, websiteId, order?.purchased_cart_id ?? '')).toMatchObject({
      is_purchased: true,
      order_id: order?.id,
    });
    expect(await listPurchaseEvents(db, websiteId)).toMatchObject([
      { order_id: body.order.id, value: 27.5, value_cents: 2750 },
    ]);
    expect((await buyer.cart()).json()).toMatchObject({ id: '', totalQuantity: 0 });
  });

  it('captures the payment after the order committed and sends the confirmation email', async () => {
    const { buyer, websiteId } = await withMug();
    const { db } = getDb();
    const placed = (await buyer.checkout()).json() as Placed;
    const config = testConfig();
    await drain(testWorker(db, createJobHandlers({ config, mailer: undefined })));
    expect((await findOrder(db, websiteId, placed.order.id))?.payment_state).toBe('captured');
    const [mail] = await listOutboxMail(db, websiteId);
    expect(mail).toMatchObject({
      to_address: 'ada@example.com',
      subject: expect.stringMatching(/^Your order #1 from .+ \(TEST MODE\)$/),
    });
    expect(mail?.text_body).toContain('Mug x 1: $12.50');
    expect(mail?.text_body).toContain('Total: $17.50');
    expect(mail?.text_body).toMatch(/Order status: http:\/\/.+\/orders\/status\/[\w-]{43}/);
    expect(mail?.html_body).toContain('<strong>TEST MODE</strong>');
  });

  it('returns the same order for the same Idempotency-Key, and 422 for the same key with another body', async () => {
    const { buyer } = await withMug();
    await buyer.details();
    const token = await buyer.token();
    const key = 'same-key-123';
    const first = (await buyer.place({ paymentToken: token }, key)).json() as Placed;
    const again = await buyer.place({ paymentToken: token }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, order: { id: first.order.id } });
    const other = await buyer.place({ paymentToken: await buyer.token(CARDS.declined) }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency-key-reused' });
    const secondTab = await buyer.place({ paymentToken: token }, 'another-key-456');
    expect(secondTab.statusCode).toBe(400);
    expect(secondTab.json()).toMatchObject({ error: 'You have nothing in your shopping cart.' });
  });

  it('places one order for a double click: concurrent placements with one key', async () => {
    const { buyer, websiteId } = await withMug();
    await buyer.details();
    const token = await buyer.token();
    const answers = await Promise.all(
      [1, 2, 3].map(() => buyer.place({ paymentToken: token }, 'double-click-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.json() as Placed).order.id));
    expect(ids.size).toBe(1);
    expect(await listPurchaseEvents(getDb().db, websiteId)).toHaveLength(1);
  });

  it('requires an Idempotency-Key', async () => {
    const { app, host, buyer } = await withMug();
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/checkout/orders',
      headers: { host, cookie: buyer.cookieHeader(), 'x-csrf-token': buyer.crumb },
      payload: { paymentToken: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'idempotency-key-missing' });
  });

  it('refuses cleanly when the stock ran out meanwhile: nothing taken, nothing charged', async () => {
    const { buyer, websiteId, mugVariant } = await withMug(2);
    const { db } = getDb();
    await buyer.details();
    const token = await buyer.token();
    await updateVariant(db, websiteId, mugVariant, { qtyInStock: 1 });
    const placed = await buyer.place({ paymentToken: token });
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ error: 'Sorry, we do not have enough of that item available.' });
    expect((await findVariant(db, websiteId, mugVariant))?.qty_in_stock).toBe(1);
    const authorisations = await db
      .selectFrom('test_payment_authorizations')
      .selectAll()
      .where('website_id', '=', websiteId)
      .execute();
    expect(authorisations).toEqual([]);
    expect(await db.selectFrom('orders').selectAll().where('website_id', '=', websiteId).execute()).toEqual(
      [],
    );
  });

  it('refuses a declined card or a processing error and leaves the cart to try again', async () => {
    const { buyer, websiteId, mugVariant } = await withMug();
    const { db } = getDb();
    await buyer.details();
    const declined = await buyer.place({ paymentToken: await buyer.token(CARDS.declined) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'payment-declined', error: 'Your card was declined.' });
    const failed = await buyer.place({ paymentToken: await buyer.token(CARDS.failing) });
    expect(failed.json()).toMatchObject({
      error: 'An error occurred while processing your card. Please try again.',
    });
    expect((await findVariant(db, websiteId, mugVariant))?.qty_in_stock).toBe(3);
    const ok = await buyer.place({ paymentToken: await buyer.token() });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a forged or missing payment token', async () => {
    const { buyer } = await withMug();
    await buyer.details();
    const forged = await buyer.place({ paymentToken: 'eyJicmFuZCI6IlZpc2EifQ.bm9wZQ' });
    expect(forged.json()).toMatchObject({ code: 'payment-token-invalid' });
    const missing = await buyer.place({ paymentToken: null });
    expect(missing.json()).toMatchObject({
      code: 'checkout-payment-missing',
      error: 'Please enter your card details.',
    });
  });

  it('re-checks prices: a changed price refuses the order and shows the new price', async () => {
    const { buyer, websiteId, mugVariant } = await withMug();
    await buyer.details();
    await updateVariant(getDb().db, websiteId, mugVariant, { price: 1400 });
    const placed = await buyer.place({ paymentToken: await buyer.token() });
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ error: 'Some prices have changed. Please review your order.' });
    const view = (await buyer.json('GET', '/api/commerce/checkout')).json() as {
      checkout: { shoppingCart: { subtotalCents: number } };
    };
    expect(view.checkout.shoppingCart.subtotalCents).toBe(1400);
    expect((await buyer.place({ paymentToken: await buyer.token() })).statusCode).toBe(200);
  });
});
