import { createWebsite, insertTestAuthorization, newId, updateTestAuthorization } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { commerceSecret } from './commerce-secret.js';
import { testPaymentProvider } from './test-provider.js';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from './test-webhooks.js';

const event = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_${newId()}`,
    kind: 'captured',
    paymentId: 'auth-1',
    amount: 2500,
    currency: 'USD',
    draftId: 'cart-1',
    created: 1_700_000_000,
    ...over,
  });

eachDialect('test payment provider: the whole interface', (getDb) => {
  const site = async () => (await createWebsite(getDb().db, { slug: `t${newId()}`, title: 'T' })).id;

  it('starts a payment as its card form, which tokenises the card', async () => {
    const websiteId = await site();
    const started = await testPaymentProvider.createPayment(
      { db: getDb().db, websiteId },
      { draftId: 'cart', amount: 1200, currency: 'USD', savePaymentMethod: false, idempotencyKey: 'k' },
    );
    expect(started).toEqual({
      ok: true,
      value: { kind: 'card-token', tokensPath: '/api/commerce/checkout/payments/test-card/tokens' },
    });
  });

  it('reads a payment status from its ledger, canceled after a void, unknown ids undefined', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const ctx = { db, websiteId };
    const auth = await insertTestAuthorization(db, websiteId, {
      orderId: newId(),
      amount: 900,
      currency: 'USD',
      brand: 'Visa',
      last4: '4242',
      paymentMethodId: null,
    });
    expect(await testPaymentProvider.status(ctx, auth.id)).toBe('authorized');
    await testPaymentProvider.capture(ctx, auth.id);
    expect(await testPaymentProvider.status(ctx, auth.id)).toBe('captured');
    expect(await testPaymentProvider.refund(ctx, auth.id, 400)).toEqual({ ok: true, value: undefined });
    expect(await testPaymentProvider.status(ctx, auth.id)).toBe('partially-refunded');
    expect((await testPaymentProvider.refund(ctx, auth.id, 501)).ok).toBe(false);
    expect(await testPaymentProvider.status(ctx, 'nope')).toBeUndefined();
    const other = await insertTestAuthorization(db, websiteId, {
      ...auth,
      orderId: newId(),
      paymentMethodId: null,
      brand: 'Visa',
      last4: '4242',
      amount: 1,
      currency: 'USD',
    });
    await testPaymentProvider.cancel(ctx, other.id);
    expect(await testPaymentProvider.status(ctx, other.id)).toBe('canceled');
    expect(
      await updateTestAuthorization(db, websiteId, other.id, ['authorized'], { state: 'captured' }),
    ).toBe(false);
    // Another website never sees this one's payments.
    expect(await testPaymentProvider.status({ db, websiteId: await site() }, auth.id)).toBeUndefined();
  });

  it('verifies a webhook signed with the website secret and parses its event', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const now = Math.floor(clock.now() / 1000);
    const body = event();
    const header = signTestWebhook(await commerceSecret(db, websiteId), body, now);
    const parsed = await testPaymentProvider.parseWebhook(
      { db, websiteId },
      { rawBody: body, headers: { [TEST_SIGNATURE_HEADER]: header } },
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        kind: 'captured',
        paymentId: 'auth-1',
        amount: 2500,
        draftId: 'cart-1',
        occurredAt: 1_700_000_000_000,
      },
    });
  });

  it('refuses a changed body, another website, an old signature and a body that is not an event', async () => {
    const { db, clock } = getDb();
    const websiteId = await site();
    const ctx = { db, websiteId };
    const now = Math.floor(clock.now() / 1000);
    const secret = await commerceSecret(db, websiteId);
    const body = event();
    const header = signTestWebhook(secret, body, now);
    const refused = async (rawBody: string, signature: string | undefined, on = ctx) =>
      (
        await testPaymentProvider.parseWebhook(on, {
          rawBody,
          headers: { [TEST_SIGNATURE_HEADER]: signature },
        })
      ).ok;
    expect(await refused(body.replace('2500', '25000'), header)).toBe(false);
    expect(await refused(body, header, { db, websiteId: await site() })).toBe(false);
    expect(await refused(body, undefined)).toBe(false);
    expect(await refused(body, signTestWebhook(secret, body, now - 301))).toBe(false);
    const junk = '{"hello":1}';
    const parsed = await testPaymentProvider.parseWebhook(ctx, {
      rawBody: junk,
      headers: { [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, junk, now) },
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'webhook-malformed' } });
  });
});
