import { updateProduct, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { seedSite, signIn, testConfig } from '../testing/harness.js';
import { addContributor } from '@tessera/db';

const BASE = '/api/admin/commerce/subscriptions';

interface SubscriptionJson {
  id: string;
  state: string;
  cyclesBilled: number;
  nextBillingAt: number | null;
  failedRenewals: number;
  lastFailureReason: string | null;
}

/** Runs every queued renewal as if it were due now. */
async function renewDue(db: Executor) {
  await db
    .updateTable('jobs')
    .set({ run_at: 0 })
    .where('type', '=', 'subscription-renewal')
    .where('status', '=', 'queued')
    .execute();
  await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
}

eachDialect('owner subscriptions API', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function subscribed() {
    world = await checkoutSite(getDb());
    const { app, host, store, websiteId, site } = world;
    const { db } = getDb();
    await updateProduct(db, websiteId, store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
    const buyer = shopper(app, host);
    const started = await buyer.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: store.box.item_id,
      sku: null,
      qty: 1,
    });
    const cartToken = (started.json() as { cartToken: string }).cartToken;
    await buyer.details({ cartToken });
    const placed = await buyer.place({ paymentToken: await buyer.token(), cartToken });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const owner = await signIn(app, site);
    const call = (method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: owner.headers });
    const list = async (query = '') =>
      (await call('GET', `${BASE}${query}`)).json() as { subscriptions: SubscriptionJson[]; total: number };
    const [first] = (await list()).subscriptions;
    if (!first) throw new Error('no subscription');
    return { ...world, db, call, list, id: first.id };
  }

  it('pauses (a due renewal is skipped), resumes (it renews again) and cancels', async () => {
    const { call, list, id, db } = await subscribed();
    expect((await list()).subscriptions[0]).toMatchObject({
      state: 'active',
      cyclesBilled: 1,
      nextBillingAt: expect.any(Number),
    });
    expect((await call('POST', `${BASE}/${id}/pause`)).json()).toMatchObject({
      state: 'paused',
      nextBillingAt: null,
    });
    expect((await call('POST', `${BASE}/${id}/pause`)).statusCode).toBe(409);
    await renewDue(db);
    expect((await list('?state=paused')).subscriptions.map((s) => [s.id, s.cyclesBilled])).toEqual([[id, 1]]);
    expect((await call('POST', `${BASE}/${id}/resume`)).json()).toMatchObject({ state: 'active' });
    await renewDue(db);
    const detail = (await call('GET', `${BASE}/${id}`)).json() as {
      subscription: SubscriptionJson;
      orders: { kind: string }[];
    };
    expect(detail.subscription.cyclesBilled).toBe(2);
    expect(detail.orders.map((o) => o.kind)).toEqual(['renewal', 'subscription']);
    expect((await call('POST', `${BASE}/${id}/cancel`)).json()).toMatchObject({ state: 'cancelled' });
    expect((await call('POST', `${BASE}/${id}/resume`)).json()).toMatchObject({
      error: 'This subscription is not paused.',
    });
  });

  it('shows failed renewals with their reason', async () => {
    const { call, list, id, db, websiteId } = await subscribed();
    await db
      .updateTable('subscriptions')
      .set({ payment_method_id: null })
      .where('website_id', '=', websiteId)
      .execute();
    await renewDue(db);
    const failed = (await list('?failed=true')).subscriptions;
    expect(failed.map((s) => s.id)).toEqual([id]);
    expect(failed[0]).toMatchObject({
      state: 'past-due',
      failedRenewals: 1,
      lastFailureReason: expect.any(String),
    });
    expect(failed[0]!.lastFailureReason).not.toBe('');
    expect((await list('?state=active')).total).toBe(0);
    // A failed one is not paused, but it can be cancelled: it then stays cancelled.
    expect((await call('POST', `${BASE}/${id}/pause`)).statusCode).toBe(409);
    expect((await call('POST', `${BASE}/${id}/cancel`)).json()).toMatchObject({ state: 'cancelled' });
    expect((await call('POST', `${BASE}/${id}/cancel`)).statusCode).toBe(409);
  });

  it('needs commerce.orders to read, and stays within its website', async () => {
    const { app, site, call, id } = await subscribed();
    const moderator = await seedSite(getDb().db, 6);
    await addContributor(getDb().db, site.website.id, moderator.ownerId, 6);
    const asModerator = await signIn(app, site, moderator.ownerEmail);
    expect((await app.inject({ url: BASE, headers: asModerator.headers })).statusCode).toBe(403);
    const other = await seedSite(getDb().db);
    const asOther = await signIn(app, other);
    expect((await app.inject({ url: `${BASE}/${id}`, headers: asOther.headers })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(200);
  });
});
