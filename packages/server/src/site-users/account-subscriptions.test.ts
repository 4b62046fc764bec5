import { eachDialect } from '@tessera/db/testing';
import { findSubscription, listOrderEvents, listOutboxMail, updateProduct } from '@tessera/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper, type Shopper } from '../checkout/testing/shopper.js';
import { SUBSCRIPTIONS_API } from './account-routes.js';
import { signInAs, signUpAs } from './testing/account.js';
import { runJobs } from './testing/renewals.js';

eachDialect('subscriptions the subscriber manages from the account', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
    await updateProduct(getDb().db, world.websiteId, world.store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;

  /** A signed-in shopper who subscribed to the box; the subscription's id and the XSRF token. */
  async function subscriber(): Promise<{ v: Shopper; xsrf: string; email: string; id: string }> {
    const email = `sub${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
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
    const placed = await v.place({ paymentToken: await v.token(), cartToken });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const page = (await v.get('/account/subscriptions')).body;
    const id = /subscriptions\/([0-9a-f]{24})\/cancel/.exec(page)?.[1];
    if (!id) throw new Error('the subscription is not on the account page');
    return { v, xsrf, email, id };
  }
  const act = (v: Shopper, id: string, action: string, xsrf: string) =>
    v.json(
      'POST',
      `${SUBSCRIPTIONS_API}/${id}/${action}`,
      {},
      { headers: { 'x-siteuser-xsrf-token': xsrf } },
    );

  it('skips the next renewal, pauses, resumes and cancels, each on the timeline and e-mailed', async () => {
    const { v, xsrf, email, id } = await subscriber();
    const before = await findSubscription(db(), world.websiteId, id);
    const skipped = await act(v, id, 'skip', xsrf);
    expect(skipped.statusCode).toBe(200);
    const after = await findSubscription(db(), world.websiteId, id);
    expect(after?.next_billing_at).toBeGreaterThan((before?.next_billing_at ?? 0) + 27 * 86_400_000);
    // The renewal queued for the old date does nothing when it comes: the cycle was skipped.
    await runJobs(db(), before?.next_billing_at ?? 0);
    expect((await findSubscription(db(), world.websiteId, id))?.cycles_billed).toBe(1);
    // The renewal queued for the new date bills the next cycle when it comes.
    await runJobs(db(), after?.next_billing_at ?? 0);
    expect((await findSubscription(db(), world.websiteId, id))?.cycles_billed).toBe(2);

    expect((await act(v, id, 'pause', xsrf)).json()).toMatchObject({ state: 'paused', nextBillingAt: null });
    expect((await act(v, id, 'pause', xsrf)).statusCode).toBe(409);
    expect((await act(v, id, 'skip', xsrf)).statusCode).toBe(409);
    const paused = await v.get('/account/subscriptions');
    expect(paused.body).toContain('type="submit">Resume');
    expect((await act(v, id, 'resume', xsrf)).json()).toMatchObject({ state: 'active' });
    // The plain form: back to the page with what happened.
    const form = await v.form(
      `${SUBSCRIPTIONS_API}/${id}/cancel`,
      { xsrfToken: xsrf },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(form.headers.location).toBe('/account/subscriptions?subscriptionChanged=cancel');
    const cancelled = await v.get(String(form.headers.location));
    expect(cancelled.body).toContain('Your subscription is cancelled.');
    expect(cancelled.body).not.toContain('type="submit">Pause');
    expect((await findSubscription(db(), world.websiteId, id))?.state).toBe('cancelled');

    // The owner's timeline (the subscription's first order) has each change, by the customer.
    const sub = await findSubscription(db(), world.websiteId, id);
    const notes = (await listOrderEvents(db(), world.websiteId, sub?.first_order_id ?? ''))
      .filter((e) => e.kind === 'note')
      .map((e) => String(e.data['text']));
    expect(notes).toEqual([
      expect.stringContaining('The customer skipped the next renewal of'),
      'The customer paused the subscription to Box from their account.',
      'The customer resumed the subscription to Box from their account.',
      'The customer cancelled the subscription to Box from their account.',
    ]);
    await runJobs(db());
    const subjects = (await listOutboxMail(db(), world.websiteId))
      .filter((m) => m.to_address === email)
      .map((m) => m.subject);
    for (const subject of [
      'The next renewal of Box is skipped',
      'Your subscription to Box is paused',
      'Your subscription to Box is active again',
      'Your subscription to Box is cancelled',
    ]) {
      expect(subjects).toContain(subject);
    }
  });

  it("answers another subscriber's subscription with 404 for every action, changing nothing", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const before = await findSubscription(db(), world.websiteId, owner.id);
    for (const action of ['pause', 'resume', 'skip', 'cancel']) {
      expect([action, (await act(other.v, owner.id, action, other.xsrf)).statusCode]).toEqual([action, 404]);
    }
    expect(await findSubscription(db(), world.websiteId, owner.id)).toEqual(before);
    expect((await act(shopper(world.app, world.host), owner.id, 'cancel', 'x')).statusCode).toBe(401);
  });
});
