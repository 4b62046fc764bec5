import { randomBytes } from 'node:crypto';
import { findPaymentMethod, findSubscription, listOutboxMail, updateProduct } from '@tessera/db';
import { allRowsText, eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { CARDS, shopper, type Shopper } from '../checkout/testing/shopper.js';
import { signIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { SUBSCRIPTIONS_API } from './account-routes.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { nextAddress, signInAs, signUpAs } from './testing/account.js';
import { runJobs } from './testing/renewals.js';

const MASTERCARD = { cardNumber: '5555 5555 5555 4444', cardExpiry: '12/39', cardCvc: '123' };

interface Subscriber {
  v: Shopper;
  xsrf: string;
  email: string;
  id: string;
}

eachDialect('the subscriber updates the card a subscription renews with', (getDb) => {
  let world: CheckoutSite;
  let owner: OwnerCall;
  beforeAll(async () => {
    // A secrets key, so the Stripe case can store Stripe's keys and make it the store's provider.
    world = await checkoutSite(getDb(), { TESSERA_SECRETS_KEY: randomBytes(32).toString('base64') });
    owner = ownerApi(world.app, await signIn(world.app, world.site));
    await updateProduct(getDb().db, world.websiteId, world.store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;

  /** A signed-in shopper who subscribed to the box with the Visa 4242. */
  async function subscriber(): Promise<Subscriber> {
    const email = `card${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const v = shopper(world.app, world.host);
    await signUpAs(v, email);
    const xsrf = ((await signInAs(v, email)).json() as { xsrfToken: string }).xsrfToken;
    const started = await v.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: world.store.box.item_id,
      sku: null,
      qty: 1,
    });
    const cartToken = (started.json() as { cartToken: string }).cartToken;
    await v.details({ cartToken, email });
    const placed = await v.place({ paymentToken: await tokenOf(v, CARDS.visa), cartToken });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const page = (await v.get('/account/subscriptions')).body;
    const id = /subscriptions\/([0-9a-f]{24})\/cancel/.exec(page)?.[1];
    if (!id) throw new Error('the subscription is not on the account page');
    return { v, xsrf, email, id };
  }
  /** The provider's token for a card (tokenisation is limited per address: each call has its own). */
  const tokenOf = async (v: Shopper, card: Record<string, string>) => {
    const path = '/api/commerce/checkout/payments/test-card/tokens';
    const response = await v.json('POST', path, card, { remoteAddress: nextAddress() });
    return (response.json() as { token: string }).token;
  };
  const update = (s: Subscriber, paymentToken: string, key?: string, xsrf = s.xsrf) =>
    s.v.json(
      'POST',
      `${SUBSCRIPTIONS_API}/${s.id}/card`,
      { paymentToken },
      {
        headers: { 'x-siteuser-xsrf-token': xsrf, ...(key && { 'idempotency-key': key }) },
        remoteAddress: nextAddress(),
      },
    );
  const cardOf = async (id: string) => {
    const sub = await findSubscription(db(), world.websiteId, id);
    const method = await findPaymentMethod(db(), world.websiteId, sub?.payment_method_id ?? '');
    return method && { brand: method.brand, last4: method.last4, behaviour: method.behaviour };
  };
  const notesOn = async (id: string) => {
    const sub = await findSubscription(db(), world.websiteId, id);
    const detail = await owner('GET', `/api/admin/commerce/orders/${sub?.first_order_id ?? ''}`);
    const timeline = (detail.json() as { timeline: { kind: string; data: { text?: string } }[] }).timeline;
    return timeline.filter((e) => e.kind === 'note').map((e) => e.data.text ?? '');
  };
  const mailTo = async (email: string) => {
    await runJobs(db());
    return (await listOutboxMail(db(), world.websiteId)).filter((m) => m.to_address === email);
  };

  it('replaces the card, notes it for the owner, e-mails the subscriber, and the next renewal charges it', async () => {
    const s = await subscriber();
    expect(await cardOf(s.id)).toEqual({ brand: 'Visa', last4: '4242', behaviour: 'succeed' });
    const before = await findSubscription(db(), world.websiteId, s.id);

    const updated = await update(s, await tokenOf(s.v, MASTERCARD));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: s.id,
      state: 'active',
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(await cardOf(s.id)).toEqual({ brand: 'Mastercard', last4: '4444', behaviour: 'succeed' });
    // Only what is kept for any card: never the number or the security code.
    const row = await db()
      .selectFrom('payment_methods')
      .selectAll()
      .where('website_id', '=', world.websiteId)
      .execute();
    expect(JSON.stringify(row)).not.toMatch(/5555555555554444|5555 5555/);
    // Nothing is charged now and the renewal date stays.
    const after = await findSubscription(db(), world.websiteId, s.id);
    expect(after).toMatchObject({ cycles_billed: 1, next_billing_at: before?.next_billing_at });

    expect(await notesOn(s.id)).toEqual([
      'Card updated by the customer from their account: renewals of Box now charge Mastercard •••• 4444 (was Visa •••• 4242).',
    ]);
    const mail = (await mailTo(s.email)).filter(
      (m) => m.subject === 'The card for your subscription to Box is updated',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toContain('charged to Mastercard •••• 4444 from now on');

    await runJobs(db(), after?.next_billing_at ?? 0);
    const renewal = await db()
      .selectFrom('orders')
      .select(['card_brand', 'card_last4', 'payment_state'])
      .where('subscription_id', '=', s.id)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toMatchObject({ card_brand: 'Mastercard', card_last4: '4444' });
    expect((await findSubscription(db(), world.websiteId, s.id))?.cycles_billed).toBe(2);
  });

  it('refuses a card the provider would not charge and keeps the old one', async () => {
    const s = await subscriber();
    const methods = async () => (await db().selectFrom('payment_methods').select('id').execute()).length;
    const count = await methods();
    const declined = await update(s, await tokenOf(s.v, CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: 'Your card was declined.',
      errors: { cardNumber: 'Your card was declined.' },
    });
    const failing = await update(s, await tokenOf(s.v, CARDS.failing));
    expect(failing.statusCode).toBe(402);
    expect(failing.json()).toMatchObject({
      error: 'An error occurred while processing your card. Please try again.',
    });
    const forged = await update(s, 'not.a-token');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      error: 'Your card details have expired. Please enter them again.',
    });
    expect(await cardOf(s.id)).toEqual({ brand: 'Visa', last4: '4242', behaviour: 'succeed' });
    expect(await methods()).toBe(count);
    expect(await notesOn(s.id)).toEqual([]);
  });

  it('answers a retry with the same key with the first answer, saving one card', async () => {
    const s = await subscriber();
    const first = await update(s, await tokenOf(s.v, MASTERCARD), 'retry-key-0001');
    // The browser lost the answer and tokenised the same card again: the same update.
    const again = await update(s, await tokenOf(s.v, MASTERCARD), 'retry-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await update(s, await tokenOf(s.v, CARDS.visa), 'retry-key-0001');
    expect(other.statusCode).toBe(422);
    expect(await notesOn(s.id)).toHaveLength(1);
    const subject = 'The card for your subscription to Box is updated';
    expect((await mailTo(s.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    // A refused attempt keeps nothing under its key: the corrected retry goes through with it.
    expect((await update(s, await tokenOf(s.v, CARDS.declined), 'retry-key-0002')).statusCode).toBe(402);
    expect((await update(s, await tokenOf(s.v, CARDS.visa), 'retry-key-0002')).statusCode).toBe(200);
    expect(await cardOf(s.id)).toMatchObject({ brand: 'Visa', last4: '4242' });
  });

  it("answers another subscriber's subscription with 404, and needs the session and its token", async () => {
    const mine = await subscriber();
    const other = await subscriber();
    const before = await findSubscription(db(), world.websiteId, mine.id);
    const token = await tokenOf(other.v, MASTERCARD);
    expect((await update({ ...other, id: mine.id }, token)).statusCode).toBe(404);
    expect((await update(mine, await tokenOf(mine.v, MASTERCARD), undefined, 'forged')).statusCode).toBe(403);
    const signedOut = shopper(world.app, world.host);
    expect((await update({ ...mine, v: signedOut }, await tokenOf(signedOut, MASTERCARD))).statusCode).toBe(
      401,
    );
    // The plain form too: back to the page with the refusal, nothing changed.
    const form = await other.v.form(
      `/account/subscriptions/${mine.id}/card`,
      { ...MASTERCARD, idempotencyKey: 'form-key-0001', xsrfToken: other.xsrf },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(form.statusCode).toBe(303);
    const back = new URL(String(form.headers.location), 'http://x');
    expect(back.searchParams.get('cardError')).toBe(ERROR_CATALOGUE['not-found'].message);
    expect(await findSubscription(db(), world.websiteId, mine.id)).toEqual(before);
  });

  it('tries the failed renewal of a past-due subscription again with the new card at once', async () => {
    const s = await subscriber();
    const sub = await findSubscription(db(), world.websiteId, s.id);
    // The card saved at checkout is declined when the renewal comes.
    await db()
      .updateTable('payment_methods')
      .set({ behaviour: 'decline' })
      .where('id', '=', sub?.payment_method_id ?? '')
      .execute();
    await runJobs(db(), sub?.next_billing_at ?? 0);
    expect(await findSubscription(db(), world.websiteId, s.id)).toMatchObject({
      state: 'past-due',
      cycles_billed: 1,
      last_failure_reason: 'Your card was declined.',
    });
    const page = (await s.v.get('/account/subscriptions')).body;
    expect(page).toContain(
      'The last renewal failed: Your card was declined. Update the card to try it again.',
    );

    const updated = await update(s, await tokenOf(s.v, MASTERCARD));
    expect(updated.json()).toMatchObject({ state: 'active', card: { last4: '4444' } });
    expect((await notesOn(s.id)).at(-1)).toContain('The renewal that failed is tried again with it now.');
    await runJobs(db());
    const after = await findSubscription(db(), world.websiteId, s.id);
    expect(after).toMatchObject({ state: 'active', cycles_billed: 2 });
    const renewal = await db()
      .selectFrom('orders')
      .select(['card_brand', 'card_last4'])
      .where('subscription_id', '=', s.id)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toEqual({ card_brand: 'Mastercard', card_last4: '4444' });
  });

  it('refuses a cancelled subscription, and a store whose provider cannot keep a card yet', async () => {
    const s = await subscriber();
    const cancel = () =>
      s.v.json(
        'POST',
        `${SUBSCRIPTIONS_API}/${s.id}/cancel`,
        {},
        { headers: { 'x-siteuser-xsrf-token': s.xsrf } },
      );
    const live = await subscriber();

    const PATH = '/api/admin/commerce/payment-settings';
    await owner('PUT', `${PATH}/providers/stripe`, {
      mode: 'test',
      publishableKey: 'pk_test_standinKey',
      secretKey: 'sk_test_standinKey',
      webhookSecret: 'whsec_standinSecret',
    });
    expect((await owner('PUT', `${PATH}/provider`, { provider: 'stripe' })).statusCode).toBe(200);
    try {
      const refused = await update(live, await tokenOf(live.v, MASTERCARD));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'This store cannot take a new card for a subscription yet. Please contact the store.',
      });
      // The page shows the card without a form that could not be used.
      const page = (await live.v.get('/account/subscriptions')).body;
      expect(page).toContain('Card: <strong>Visa •••• 4242</strong>');
      expect(page).not.toContain('data-island="subscription-card"');
    } finally {
      expect((await owner('PUT', `${PATH}/provider`, { provider: 'test' })).statusCode).toBe(200);
    }

    expect((await cancel()).statusCode).toBe(200);
    const late = await update(s, await tokenOf(s.v, MASTERCARD));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'This subscription is no longer active.' });
    expect(await cardOf(s.id)).toMatchObject({ last4: '4242' });
  });

  it('works as a plain form from the account page, errors at their field', async () => {
    const s = await subscriber();
    const page = (await s.v.get('/account/subscriptions')).body;
    expect(page).toContain('data-island="subscription-card"');
    expect(page).toContain(`action="/account/subscriptions/${s.id}/card"`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const post = (card: Record<string, string>) =>
      s.v.form(
        `/account/subscriptions/${s.id}/card`,
        { ...card, idempotencyKey: key, xsrfToken: s.xsrf },
        { 'sec-fetch-site': 'same-origin' },
      );

    const expired = await post({ ...MASTERCARD, cardExpiry: '01/20' });
    const back = new URL(String(expired.headers.location), 'http://x');
    expect(back.pathname).toBe('/account/subscriptions');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      card: s.id,
      cardError: 'Your card has expired.',
      cardField: 'cardExpiry',
    });
    const shown = (await s.v.get(`${back.pathname}${back.search}`)).body;
    expect(shown).toContain('aria-invalid="true"');
    expect(shown).toContain('Your card has expired.');
    expect(shown).toMatch(/<details[^>]* open=""/);

    const declined = await post(CARDS.declined);
    expect(String(declined.headers.location)).toContain('cardField=cardNumber');
    expect(String(declined.headers.location)).not.toMatch(/4000|0002/);

    const saved = await post(MASTERCARD);
    expect(saved.headers.location).toBe('/account/subscriptions?subscriptionChanged=card');
    // A double click posts the form again: the same key and card answer the first update.
    expect((await post(MASTERCARD)).headers.location).toBe('/account/subscriptions?subscriptionChanged=card');
    expect(await notesOn(s.id)).toHaveLength(1);
    const after = (await s.v.get(String(saved.headers.location))).body;
    expect(after).toContain('Your card is updated. Renewals are charged to it from now on.');
    expect(after).toContain('Mastercard •••• 4444');
    // The fields were tokenised in memory: no number is anywhere in the database.
    const stored = await allRowsText(db());
    for (const card of [MASTERCARD, CARDS.declined]) {
      const digits = card.cardNumber.replace(/\s/g, '');
      expect(new RegExp(digits.split('').join('[\\s-]?')).test(stored), digits).toBe(false);
    }
  });
});
