import { randomBytes } from 'node:crypto';
import { findOrder } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { buyerWithMug } from '../checkout/testing/orders.js';
import { signIn } from '../testing/harness.js';
import { ownerApi } from '../testing/owner-api.js';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in.js';
import { paymentProviderOf } from './provider-of.js';

const PATH = '/api/admin/commerce/payment-settings';

eachDialect('checkout with Stripe chosen: the order follows Stripe’s word, not the browser’s', (getDb) => {
  let standIn: StripeStandIn;
  let world: CheckoutSite;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    world = await checkoutSite(getDb(), {
      TESSERA_SECRETS_KEY: randomBytes(32).toString('base64'),
      STRIPE_API_BASE: standIn.url,
    });
    const owner = ownerApi(world.app, await signIn(world.app, world.site));
    const saved = await owner('PUT', `${PATH}/providers/stripe`, {
      mode: 'test',
      publishableKey: 'pk_test_standinKey',
      secretKey: 'sk_test_standinKey',
      webhookSecret: 'whsec_standinSecret',
    });
    expect(saved.statusCode).toBe(200);
    const chosen = await owner('PUT', `${PATH}/provider`, { provider: 'stripe' });
    expect(chosen.json()).toMatchObject({ active: 'stripe', provider: 'stripe', testMode: true });
  });
  afterAll(async () => {
    await world.app.close();
    await standIn.close();
  });

  async function intentFor(amount: number): Promise<string> {
    const provider = await paymentProviderOf(getDb().db, world.websiteId);
    const created = await provider.createPayment(
      { db: getDb().db, websiteId: world.websiteId },
      {
        draftId: 'cart',
        amount,
        currency: 'USD',
        savePaymentMethod: false,
        idempotencyKey: `${amount}-${Math.random()}`,
      },
    );
    if (!created.ok || created.value.kind !== 'client-secret') throw new Error('no intent');
    return created.value.paymentId;
  }

  it('places the order only once Stripe holds the exact amount for it', async () => {
    const buyer = await buyerWithMug(world);
    expect((await buyer.details()).statusCode).toBe(200);
    const due = 1250 + 500; // the mug and the standard rate
    const started = await world.app.inject({
      method: 'POST',
      url: '/api/commerce/checkout/payments',
      headers: {
        host: world.host,
        cookie: buyer.cookieHeader(),
        'x-csrf-token': buyer.crumb,
        'idempotency-key': 'k-checkout-1',
      },
      payload: {},
    });
    const unconfirmed = (started.json() as { payment: { paymentId: string } }).payment.paymentId;
    const early = await buyer.place({ paymentToken: unconfirmed });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    const short = await intentFor(due - 1);
    standIn.confirm(short, 'succeed');
    expect((await buyer.place({ paymentToken: short })).statusCode).toBeGreaterThanOrEqual(400);
    standIn.confirm(unconfirmed, 'succeed');
    const placed = await buyer.place({ paymentToken: unconfirmed });
    expect(placed.statusCode).toBe(200);
    const order = await findOrder(
      getDb().db,
      world.websiteId,
      (placed.json() as { order: { id: string } }).order.id,
    );
    expect(order).toMatchObject({
      payment_provider: 'stripe',
      payment_reference: unconfirmed,
      payment_state: 'authorized',
      amount_charged: due,
    });
    // An intent refused as not the order's is never captured: its hold expires at Stripe.
    expect(standIn.intents.get(short)?.status).toBe('requires_capture');
  });
});
