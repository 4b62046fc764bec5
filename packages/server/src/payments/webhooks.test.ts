import { findOrder, listPaymentEvents, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedStore } from '../cart/testing/store-fixture.js';
import { addStandardShipping, checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { placeMugOrder } from '../checkout/testing/orders.js';
import { seedSite } from '../testing/harness.js';
import { commerceSecret } from './commerce-secret.js';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from './test-webhooks.js';

const URL = '/api/payments/webhooks/test';

eachDialect('payment webhooks: each event once, in any order', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
  });
  afterAll(async () => world.app.close());

  async function order(orderId: string) {
    const found = await findOrder(getDb().db, world.websiteId, orderId);
    if (!found) throw new Error('no order');
    return found;
  }

  async function deliver(
    event: Record<string, unknown>,
    options: { websiteId?: string; signature?: string } = {},
  ) {
    const body = JSON.stringify({
      id: `evt_${newId()}`,
      currency: 'USD',
      draftId: null,
      created: 1,
      ...event,
    });
    const secret = await commerceSecret(getDb().db, options.websiteId ?? world.websiteId);
    const signature =
      options.signature ?? signTestWebhook(secret, body, Math.floor(getDb().clock.now() / 1000));
    return world.app.inject({
      method: 'POST',
      url: URL,
      headers: { host: world.host, 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
      payload: body,
    });
  }

  /** An order on a site of its own (the mug's stock is small), the site the events go to. */
  async function placed() {
    const site = await seedSite(getDb().db);
    const websiteId = site.website.id;
    const store = await seedStore(getDb().db, websiteId);
    await addStandardShipping(getDb().db, websiteId);
    world = { app: world.app, site, store, websiteId, host: site.host };
    const { orderId } = await placeMugOrder(world);
    const row = await order(orderId);
    return { orderId, paymentId: row.payment_reference ?? '', amount: row.amount_charged };
  }

  it('marks a capture once; the same event again is a duplicate that changes nothing', async () => {
    const { orderId, paymentId, amount } = await placed();
    expect((await order(orderId)).payment_state).toBe('authorized');
    const id = `evt_${newId()}`;
    const first = await deliver({ id, kind: 'captured', paymentId, amount });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect((await order(orderId)).payment_state).toBe('captured');
    const again = await deliver({ id, kind: 'captured', paymentId, amount });
    expect(again.json()).toEqual({ received: true, duplicate: true, outcome: 'already-applied' });
    const events = await listPaymentEvents(getDb().db, world.websiteId, paymentId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'applied', order_id: orderId });
  });

  it('is harmless out of order: a late capture after a refund, an older refund total after a newer', async () => {
    const { orderId, paymentId, amount } = await placed();
    const refunded = await deliver({ kind: 'refunded', paymentId, amount: 500 });
    expect(refunded.json()).toMatchObject({ outcome: 'applied' });
    expect(await deliver({ kind: 'refunded', paymentId, amount: 300 })).toMatchObject({ statusCode: 200 });
    expect(await deliver({ kind: 'captured', paymentId, amount })).toMatchObject({ statusCode: 200 });
    const after = await order(orderId);
    expect(after.refunded_total).toBe(500);
    expect(after.payment_state).toBe('partially-refunded');
    // A refund total above what was charged is not recorded.
    const tooMuch = await deliver({ kind: 'refunded', paymentId, amount: amount + 1 });
    expect(tooMuch.json()).toMatchObject({ outcome: 'amount-mismatch' });
    expect((await order(orderId)).refunded_total).toBe(500);
  });

  it('never applies an amount that is not the order’s, nor an event for a payment it does not know', async () => {
    const { orderId, paymentId, amount } = await placed();
    const wrong = await deliver({ kind: 'captured', paymentId, amount: amount - 1 });
    expect(wrong.json()).toMatchObject({ outcome: 'amount-mismatch' });
    expect((await order(orderId)).payment_state).toBe('authorized');
    const unknown = await deliver({ kind: 'captured', paymentId: 'not-ours', amount });
    expect(unknown.json()).toMatchObject({ outcome: 'no-order' });
  });

  it('refuses a bad signature and another website’s event, storing nothing', async () => {
    const { orderId, paymentId, amount } = await placed();
    const forged = await deliver(
      { kind: 'captured', paymentId, amount },
      { signature: 't=1,v1=' + '0'.repeat(64) },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'webhook-signature-invalid' });
    const other = await seedSite(getDb().db);
    const elsewhere = await deliver({ kind: 'captured', paymentId, amount }, { websiteId: other.website.id });
    expect(elsewhere.statusCode).toBe(400);
    expect((await order(orderId)).payment_state).toBe('authorized');
    expect(await listPaymentEvents(getDb().db, world.websiteId, paymentId)).toHaveLength(0);
  });

  it('answers 404 for a provider the site does not use', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { host: world.host, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
