import { randomBytes } from 'node:crypto';
import { findPaymentMethod, findSubscription, updateProduct, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { signIn, testConfig } from '../testing/harness.js';
import { drain, testWorker } from '../testing/jobs.js';
import { ownerApi } from '../testing/owner-api.js';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in.js';
import type { StandInCard } from '../testing/stripe-stand-in-cards.js';
import { paymentProviderOf } from './provider-of.js';
import { RENEWAL_AUTHENTICATION_NEEDED } from './stripe-saved-cards.js';

const PATH = '/api/admin/commerce/payment-settings';

function runJobs(db: Executor) {
  return drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
}

eachDialect('Stripe subscriptions renew off-session with the card saved at checkout', (getDb) => {
  let standIn: StripeStandIn;
  let world: CheckoutSite;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    world = await checkoutSite(getDb(), {
      TESSERA_SECRETS_KEY: randomBytes(32).toString('base64'),
      STRIPE_API_BASE: standIn.url,
    });
    const owner = ownerApi(world.app, await signIn(world.app, world.site));
    await owner('PUT', `${PATH}/providers/stripe`, {
      mode: 'test',
      publishableKey: 'pk_test_standinKey',
      secretKey: 'sk_test_standinKey',
      webhookSecret: 'whsec_standinSecret',
    });
    expect((await owner('PUT', `${PATH}/provider`, { provider: 'stripe' })).statusCode).toBe(200);
    await updateProduct(getDb().db, world.websiteId, world.store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
  });
  afterAll(async () => {
    await world.app.close();
    await standIn.close();
  });

  /** A shopper subscribes to the box, paying with a card confirmed in the Payment Element. */
  async function subscribe(card: StandInCard) {
    const buyer = shopper(world.app, world.host);
    const started = await buyer.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: world.store.box.item_id,
      sku: null,
      qty: 1,
    });
    const { cartToken } = started.json() as { cartToken: string };
    const details = (await buyer.details({ cartToken })).json() as {
      checkout: { shoppingCart: { grandTotalCents: number } };
    };
    const amount = details.checkout.shoppingCart.grandTotalCents;
    const startedPayment = await world.app.inject({
      method: 'POST',
      url: '/api/commerce/checkout/payments',
      headers: {
        host: world.host,
        cookie: buyer.cookieHeader(),
        'x-csrf-token': buyer.crumb,
        'idempotency-key': `k-${cartToken}`,
      },
      payload: { cartToken },
    });
    const paymentId = (startedPayment.json() as { payment: { paymentId: string } }).payment.paymentId;
    standIn.confirm(paymentId, card);
    const placed = await buyer.place({ paymentToken: paymentId, cartToken }, `k-${cartToken}`);
    expect(placed.statusCode, placed.body).toBe(200);
    const { subscriptionId } = (placed.json() as { order: { subscriptionId: string } }).order;
    return { subscriptionId, amount, firstIntent: paymentId };
  }

  async function renewNow() {
    await getDb()
      .db.updateTable('jobs')
      .set({ run_at: 0 })
      .where('type', '=', 'subscription-renewal')
      .where('status', '=', 'queued')
      .execute();
    await runJobs(getDb().db);
  }

  it('sets the first intent up for later with a Customer, keeps the card, and renews off-session', async () => {
    const { subscriptionId, amount, firstIntent } = await subscribe('succeed');
    const first = standIn.intents.get(firstIntent);
    expect(first).toMatchObject({
      setup_future_usage: 'off_session',
      customer: expect.stringMatching(/^cus_/),
    });
    const sub = await findSubscription(getDb().db, world.websiteId, subscriptionId);
    const card = await findPaymentMethod(getDb().db, world.websiteId, sub?.payment_method_id ?? '');
    expect(card).toMatchObject({
      provider: 'stripe',
      brand: 'visa',
      last4: '4242',
      provider_method_ref: first?.payment_method?.id,
      provider_customer_ref: first?.customer,
    });
    await renewNow();
    const renewals = await getDb()
      .db.selectFrom('orders')
      .select(['payment_reference', 'payment_state', 'amount_charged'])
      .where('subscription_id', '=', subscriptionId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0];
    expect(renewal).toMatchObject({ payment_state: 'captured', amount_charged: amount });
    const charge = standIn.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.body['off_session'] === 'true',
    );
    expect(charge?.body).toMatchObject({
      confirm: 'true',
      customer: first?.customer,
      payment_method: first?.payment_method?.id,
      amount: String(amount),
    });
    expect(standIn.intents.get(renewal?.payment_reference ?? '')?.status).toBe('succeeded');
    expect(await findSubscription(getDb().db, world.websiteId, subscriptionId)).toMatchObject({
      state: 'active',
      cycles_billed: 2,
    });
  });

  it.each([
    ['saved-then-declined', 'Your card was declined.'],
    ['saved-then-authenticate', RENEWAL_AUTHENTICATION_NEEDED],
  ] as const)(
    'a renewal of a %s card leaves the subscription past due with the reason',
    async (card, reason) => {
      const { subscriptionId } = await subscribe(card);
      await renewNow();
      expect(await findSubscription(getDb().db, world.websiteId, subscriptionId)).toMatchObject({
        state: 'past-due',
        cycles_billed: 1,
        last_failure_reason: reason,
      });
      const renewals = await getDb()
        .db.selectFrom('orders')
        .select('id')
        .where('subscription_id', '=', subscriptionId)
        .where('kind', '=', 'renewal')
        .execute();
      expect(renewals).toHaveLength(0);
    },
  );

  it('refuses to start a subscription with an intent that was not set up to keep the card', async () => {
    const buyer = shopper(world.app, world.host);
    const started = await buyer.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: world.store.box.item_id,
      sku: null,
      qty: 1,
    });
    const { cartToken } = started.json() as { cartToken: string };
    const details = (await buyer.details({ cartToken })).json() as {
      checkout: { shoppingCart: { grandTotalCents: number } };
    };
    const provider = await paymentProviderOf(getDb().db, world.websiteId);
    const created = await provider.createPayment(
      { db: getDb().db, websiteId: world.websiteId },
      {
        draftId: 'cart',
        amount: details.checkout.shoppingCart.grandTotalCents,
        currency: 'USD',
        savePaymentMethod: false,
        idempotencyKey: cartToken,
      },
    );
    if (!created.ok || created.value.kind !== 'client-secret') throw new Error('no intent');
    standIn.confirm(created.value.paymentId, 'succeed');
    const placed = await buyer.place({ paymentToken: created.value.paymentId, cartToken });
    expect(placed.statusCode).toBeGreaterThanOrEqual(400);
    expect(standIn.intents.get(created.value.paymentId)?.status).not.toBe('succeeded');
  });
});
