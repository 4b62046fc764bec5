import { createWebsite, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in.js';
import { stripeProvider } from './stripe-provider.js';
import type { PaymentProvider } from './payment-provider.js';

const WEBHOOK_SECRET = 'whsec_standinSigningSecret';

eachDialect('Stripe provider: the official SDK against the local stand-in', (getDb) => {
  let standIn: StripeStandIn;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = stripeProvider({
      mode: 'test',
      publishableKey: 'pk_test_standin',
      secretKey: 'sk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: standIn.url,
    });
  });
  afterAll(async () => standIn.close());

  const site = async () => (await createWebsite(getDb().db, { slug: `s${newId()}`, title: 'S' })).id;
  const draft = (over: Record<string, unknown> = {}) => ({
    draftId: `cart-${newId()}`,
    amount: 2750,
    currency: 'USD',
    savePaymentMethod: false,
    idempotencyKey: newId(),
    ...over,
  });

  async function started(websiteId: string, over: Record<string, unknown> = {}) {
    const created = await stripe.createPayment({ db: getDb().db, websiteId }, draft(over));
    if (!created.ok || created.value.kind !== 'client-secret') throw new Error('no intent');
    return created.value;
  }

  const authorize = (websiteId: string, token: string, amount = 2750) =>
    stripe.authorize(
      { db: getDb().db, websiteId },
      {
        orderId: newId(),
        amount,
        currency: 'USD',
        source: { kind: 'token', token },
        savePaymentMethod: false,
      },
    );

  it('creates one manual-capture intent per draft key and hands the browser its client secret', async () => {
    const websiteId = await site();
    const key = newId();
    const first = await started(websiteId, { idempotencyKey: key });
    const again = await started(websiteId, { idempotencyKey: key });
    expect(again.paymentId).toBe(first.paymentId);
    expect(first).toMatchObject({
      publishableKey: 'pk_test_standin',
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(standIn.intents.get(first.paymentId)).toMatchObject({
      amount: 2750,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { website_id: websiteId },
    });
  });

  it('authorises only a confirmed intent of this site for the exact amount, then captures and refunds', async () => {
    const websiteId = await site();
    const ctx = { db: getDb().db, websiteId };
    const { paymentId } = await started(websiteId);
    expect((await authorize(websiteId, paymentId)).ok).toBe(false);
    standIn.confirm(paymentId, 'succeed');
    expect(await authorize(websiteId, paymentId, 2749)).toMatchObject({
      ok: false,
      error: { code: 'invalid-source' },
    });
    expect(await authorize(await site(), paymentId)).toMatchObject({
      ok: false,
      error: { code: 'invalid-source' },
    });
    expect(await authorize(websiteId, 'pi_unknown')).toMatchObject({ ok: false });
    expect(await authorize(websiteId, paymentId)).toEqual({
      ok: true,
      value: { id: paymentId, brand: 'visa', last4: '4242', paymentMethodId: null, transactional: false },
    });
    expect(await stripe.status(ctx, paymentId)).toBe('authorized');
    await stripe.capture(ctx, paymentId);
    await stripe.capture(ctx, paymentId); // idempotent
    expect(await stripe.status(ctx, paymentId)).toBe('captured');
    expect(await stripe.refund(ctx, paymentId, 1000)).toEqual({ ok: true, value: undefined });
    expect((await stripe.refund(ctx, paymentId, 1751)).ok).toBe(false);
  });

  it('refuses a card that needs 3-D Secure until it is done, and a declined card with Stripe’s words', async () => {
    const websiteId = await site();
    const secure = await started(websiteId);
    standIn.confirm(secure.paymentId, 'authenticate');
    expect(await authorize(websiteId, secure.paymentId)).toMatchObject({
      ok: false,
      error: { message: 'Your bank asks you to confirm this payment. Please complete it and try again.' },
    });
    expect(await stripe.status({ db: getDb().db, websiteId }, secure.paymentId)).toBe('requires-action');
    const declined = await started(websiteId);
    standIn.confirm(declined.paymentId, 'decline');
    expect(await authorize(websiteId, declined.paymentId)).toMatchObject({
      ok: false,
      error: { code: 'declined', message: 'Your card was declined.' },
    });
    await stripe.cancel({ db: getDb().db, websiteId }, declined.paymentId);
    expect(standIn.intents.get(declined.paymentId)?.status).toBe('canceled');
  });

  it('verifies webhooks with the SDK and parses them; refuses forged, other-site and live events', async () => {
    const websiteId = await site();
    const ctx = { db: getDb().db, websiteId };
    const intent = (metadata: Record<string, string>) => ({
      id: 'pi_1',
      object: 'payment_intent',
      amount: 2750,
      amount_received: 2750,
      amount_capturable: 0,
      currency: 'usd',
      metadata,
    });
    const event = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: `evt_${newId()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: 1_700_000_000,
        livemode: false,
        data: { object: intent({ website_id: websiteId, draft_id: 'cart-9' }) },
        ...over,
      });
    const signed = (payload: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const deliver = (payload: string, signature: string) =>
      stripe.parseWebhook(ctx, { rawBody: payload, headers: { 'stripe-signature': signature } });
    const good = event();
    expect(await deliver(good, signed(good))).toMatchObject({
      ok: true,
      value: { kind: 'captured', paymentId: 'pi_1', amount: 2750, currency: 'USD', draftId: 'cart-9' },
    });
    expect(await deliver(good, signed(good, 'whsec_someoneElse'))).toMatchObject({
      ok: false,
      error: { code: 'webhook-signature-invalid' },
    });
    expect((await deliver(good.replace('2750', '1'), signed(good))).ok).toBe(false);
    const otherSite = event({ data: { object: intent({ website_id: 'another-site' }) } });
    expect((await deliver(otherSite, signed(otherSite))).ok).toBe(false);
    const live = event({ livemode: true });
    expect((await deliver(live, signed(live))).ok).toBe(false);
    const refund = event({
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_1',
          amount_refunded: 500,
          currency: 'usd',
          metadata: {},
        },
      },
    });
    expect(await deliver(refund, signed(refund))).toMatchObject({
      ok: true,
      value: { kind: 'refunded', paymentId: 'pi_1', amount: 500 },
    });
  });
});
