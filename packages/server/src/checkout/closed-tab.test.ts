import { randomBytes, randomUUID } from 'node:crypto';
import { findCheckoutPayment, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { signIn, testConfig } from '../testing/harness.js';
import { drain, testWorker } from '../testing/jobs.js';
import { ownerApi } from '../testing/owner-api.js';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in.js';
import { PAYMENT_HOLD_MS } from './payment-holds.js';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { buyerWithMug } from './testing/orders.js';
import type { Shopper } from './testing/shopper.js';

const SECRET = 'whsec_standinSecret';

eachDialect('a Stripe payment becomes one order whoever comes first: the browser or the webhook', (getDb) => {
  let standIn: StripeStandIn;
  let world: CheckoutSite;
  let mugId: string;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    world = await checkoutSite(getDb(), {
      TESSERA_SECRETS_KEY: randomBytes(32).toString('base64'),
      STRIPE_API_BASE: standIn.url,
    });
    const owner = ownerApi(world.app, await signIn(world.app, world.site));
    const path = '/api/admin/commerce/payment-settings';
    await owner('PUT', `${path}/providers/stripe`, {
      mode: 'test',
      publishableKey: 'pk_test_standinKey',
      secretKey: 'sk_test_standinKey',
      webhookSecret: SECRET,
    });
    expect((await owner('PUT', `${path}/provider`, { provider: 'stripe' })).statusCode).toBe(200);
    mugId = world.store.mug.variants[0]?.id ?? '';
    await getDb()
      .db.updateTable('product_variants')
      .set({ qty_in_stock: 20 })
      .where('id', '=', mugId)
      .execute();
  });
  afterAll(async () => {
    await world.app.close();
    await standIn.close();
  });

  const db = (): Executor => getDb().db;
  const stock = async () =>
    Number(
      (
        await db()
          .selectFrom('product_variants')
          .select('qty_in_stock')
          .where('id', '=', mugId)
          .executeTakeFirstOrThrow()
      ).qty_in_stock,
    );
  const ordersPaidWith = async (intentId: string) =>
    db().selectFrom('orders').select('id').where('payment_reference', '=', intentId).execute();

  async function startPayment(buyer: Shopper, key: string) {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/commerce/checkout/payments',
      headers: {
        host: world.host,
        cookie: buyer.cookieHeader(),
        'x-csrf-token': buyer.crumb,
        'idempotency-key': key,
      },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { payment: { paymentId: string }; amount: number; holdExpiresAt: number };
  }

  async function readyBuyer() {
    const buyer = await buyerWithMug(world);
    expect((await buyer.details()).statusCode).toBe(200);
    return buyer;
  }

  async function webhook(type: string, intentId: string) {
    const intent = standIn.intents.get(intentId);
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      created: Math.floor(getDb().clock.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    return world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: {
        host: world.host,
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  }

  it('holds the stock while the payment is pending; the webhook places the order when the tab was closed', async () => {
    const before = await stock();
    const buyer = await readyBuyer();
    const key = randomUUID();
    const { payment, amount } = await startPayment(buyer, key);
    expect(amount).toBe(1250 + 500);
    expect(await stock()).toBe(before - 1);
    standIn.confirm(payment.paymentId, 'succeed');
    const first = await webhook('payment_intent.amount_capturable_updated', payment.paymentId);
    expect(first.json()).toMatchObject({ duplicate: false });
    const again = await webhook('payment_intent.amount_capturable_updated', payment.paymentId);
    expect(again.statusCode).toBe(200);
    const orders = await ordersPaidWith(payment.paymentId);
    expect(orders).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
    // The browser comes back after all, with its key: the same order.
    const late = await buyer.place({ paymentToken: payment.paymentId }, key);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ replayed: true, order: { id: orders[0]?.id } });
    expect(await ordersPaidWith(payment.paymentId)).toHaveLength(1);
  });

  it('the browser first, then the webhook and its duplicates: still one order', async () => {
    const before = await stock();
    const buyer = await readyBuyer();
    const key = randomUUID();
    const { payment } = await startPayment(buyer, key);
    standIn.confirm(payment.paymentId, 'succeed');
    const placed = await buyer.place({ paymentToken: payment.paymentId }, key);
    expect(placed.statusCode, placed.body).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await webhook('payment_intent.amount_capturable_updated', payment.paymentId)).statusCode).toBe(
        200,
      );
    }
    expect(await ordersPaidWith(payment.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
    const recorded = await findCheckoutPayment(db(), world.websiteId, 'stripe', payment.paymentId);
    expect(recorded).toMatchObject({
      state: 'placed',
      order_id: (placed.json() as { order: { id: string } }).order.id,
    });
  });

  it('a cancelled payment lets its stock go; a payment for an old amount is cancelled at Stripe', async () => {
    const before = await stock();
    const buyer = await readyBuyer();
    const key = randomUUID();
    const { payment } = await startPayment(buyer, key);
    expect(await stock()).toBe(before - 1);
    // The cart changes: a new payment for the new amount; the old intent is cancelled, not left dangling.
    await buyer.add({
      itemId: world.store.mug.item_id,
      sku: world.store.mug.variants[0]?.sku ?? '',
      quantity: 1,
    });
    const bigger = await startPayment(buyer, key);
    expect(bigger.payment.paymentId).not.toBe(payment.paymentId);
    expect(bigger.amount).toBe(2 * 1250 + 500);
    expect(standIn.intents.get(payment.paymentId)?.status).toBe('canceled');
    expect(await stock()).toBe(before - 2);
    standIn.intents.get(bigger.payment.paymentId)!.status = 'canceled';
    expect((await webhook('payment_intent.canceled', bigger.payment.paymentId)).statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect(await ordersPaidWith(bigger.payment.paymentId)).toHaveLength(0);
  });

  it('when the hold window ends, an unfinished payment is cancelled and its stock goes back', async () => {
    const before = await stock();
    const buyer = await readyBuyer();
    const { payment } = await startPayment(buyer, randomUUID());
    expect(await stock()).toBe(before - 1);
    getDb().clock.advance(PAYMENT_HOLD_MS + 1000);
    await drain(testWorker(db(), createJobHandlers({ config: testConfig(), mailer: undefined })));
    expect(standIn.intents.get(payment.paymentId)?.status).toBe('canceled');
    expect(await stock()).toBe(before);
    expect(await findCheckoutPayment(db(), world.websiteId, 'stripe', payment.paymentId)).toMatchObject({
      state: 'released',
    });
  });
});
