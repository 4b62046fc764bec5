import { findSubscription, listOutboxMail, reactivatePastDueSubscription, updateProduct } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { signIn, testConfig } from '../testing/harness.js';
import { scheduleRenewal } from './schedule-renewal.js';

const BASE = '/api/admin/commerce/subscriptions';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FAILED_SUBJECT = "We couldn't renew your subscription to Box";

interface SubscriptionJson {
  id: string;
  state: string;
  cyclesBilled: number;
  nextBillingAt: number | null;
  failedRenewals: number;
  lastFailureReason: string | null;
  nextRetryAt: number | null;
}

/** A monthly Box subscription whose saved card is gone, so its renewals are refused. */
async function subscribedWithoutCard(
  world: CheckoutSite,
  getDb: Parameters<Parameters<typeof eachDialect>[1]>[0],
  unit: 'MONTH' | 'WEEK' = 'MONTH',
) {
  const { app, host, store, websiteId, site } = world;
  const { db, clock } = getDb();
  await updateProduct(db, websiteId, store.box.item_id, {
    subscriptionPlan: { billingPeriod: { value: 1, unit }, numBillingCycles: 0 },
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
  /** The owner API's view (read before the clock moves: a session does not outlive the move). */
  const ownerView = async () => {
    const res = await app.inject({ url: BASE, headers: owner.headers });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.json() as { subscriptions: SubscriptionJson[] }).subscriptions[0]!;
  };
  const first = await ownerView();
  const ownerPost = (action: string) =>
    app.inject({ method: 'POST', url: `${BASE}/${first.id}/${action}`, headers: owner.headers });
  const detail = async () => {
    const row = (await findSubscription(db, websiteId, first.id))!;
    return {
      state: row.state,
      cyclesBilled: row.cycles_billed,
      nextBillingAt: row.next_billing_at,
      failedRenewals: row.failed_renewals,
      nextRetryAt: row.next_retry_at,
    };
  };
  const savedCard = (await findSubscription(db, websiteId, first.id))!.payment_method_id;
  const setCard = (paymentMethodId: string | null) =>
    db
      .updateTable('subscriptions')
      .set({ payment_method_id: paymentMethodId })
      .where('website_id', '=', websiteId)
      .where('id', '=', first.id)
      .execute();
  await setCard(null);
  const mails = async () => {
    await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    return listOutboxMail(db, websiteId);
  };
  const failedMails = async () => (await mails()).filter((m) => m.subject === FAILED_SUBJECT);
  /** Runs the queued renewal now, as if it were due, without moving the clock. */
  const renewEarly = async () => {
    await db
      .updateTable('jobs')
      .set({ run_at: 0 })
      .where('type', '=', 'subscription-renewal')
      .where('status', '=', 'queued')
      .execute();
    return failedMails();
  };
  const queuedRenewals = async () =>
    (
      await db
        .selectFrom('jobs')
        .select('id')
        .where('website_id', '=', websiteId)
        .where('type', 'in', ['subscription-renewal', 'subscription-renewal-retry'])
        .where('status', '=', 'queued')
        .execute()
    ).length;
  return {
    first,
    ownerPost,
    clock,
    ownerView,
    detail,
    setCard,
    savedCard,
    mails,
    failedMails,
    renewEarly,
    queuedRenewals,
  };
}

eachDialect('failed renewals, told and retried', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  it('fails: past due, the buyer e-mailed with the reason, the retry date and the card page; a retry that succeeds bills as the renewal would', async () => {
    world = await checkoutSite(getDb());
    const t = await subscribedWithoutCard(world, getDb);
    const dueAt = t.first.nextBillingAt!;
    const [mail, ...more] = await t.renewEarly();
    expect(more).toHaveLength(0);
    const failedAt = t.clock.now();
    const failed = await t.ownerView();
    expect(failed).toMatchObject({
      state: 'past-due',
      cyclesBilled: 1,
      failedRenewals: 1,
      lastFailureReason: 'Please enter your card details.',
    });
    expect(failed.nextRetryAt).toBeGreaterThan(failedAt - 60_000 + 3 * DAY);
    expect(failed.nextRetryAt).toBeLessThanOrEqual(failedAt + 3 * DAY);
    expect(mail!.to_address).toBe('ada@example.com');
    expect(mail!.text_body).toContain('Why: There is no card on file for this subscription.');
    const retryDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      failed.nextRetryAt!,
    );
    expect(mail!.text_body).toContain(`we will try again on ${retryDate}`);
    const cardUrl = new URL(/Update your card: (\S+)\n/.exec(mail!.text_body)![1]!);
    expect(cardUrl.pathname).toBe('/account/subscriptions');
    // The link opens the account's subscriptions page (a signed-out buyer is sent to sign in first).
    const page = await world.app.inject({ url: cardUrl.pathname, headers: { host: world.host } });
    expect([200, 302, 303]).toContain(page.statusCode);
    expect(mail!.html_body).toContain('>Update your card</a>');
    expect(await t.queuedRenewals()).toBe(1);

    // Two days on nothing is retried; on the third the card is back and the retry bills.
    t.clock.advance(2 * DAY);
    expect(await t.failedMails()).toHaveLength(1);
    expect((await t.detail()).state).toBe('past-due');
    await t.setCard(t.savedCard);
    t.clock.advance(DAY);
    const renewalMails = (await t.mails()).filter(
      (m) => m.subject.includes('renew') && m.subject !== FAILED_SUBJECT,
    );
    expect(renewalMails).toHaveLength(1);
    const renewed = await t.detail();
    expect(renewed).toMatchObject({ state: 'active', cyclesBilled: 2, nextRetryAt: null });
    // Billed as the refused cycle: the next renewal is a month after the date it was due.
    expect(renewed.nextBillingAt).toBeGreaterThan(dueAt + 27 * DAY);
    expect(renewed.nextBillingAt).toBeLessThan(dueAt + 32 * DAY);
    expect(await t.failedMails()).toHaveLength(1);
    expect(await t.queuedRenewals()).toBe(1); // next month's renewal only
  });

  it('after the last of three retries fails it stays past due, says so, and nothing more is tried', async () => {
    world = await checkoutSite(getDb());
    const t = await subscribedWithoutCard(world, getDb);
    expect(await t.renewEarly()).toHaveLength(1);
    for (const [days, failures] of [
      [3, 2],
      [5, 3],
      [7, 4],
    ] as const) {
      t.clock.advance(days * DAY - 60_000);
      expect(await t.failedMails(), `${days} days`).toHaveLength(failures - 1);
      t.clock.advance(60_000);
      expect(await t.failedMails(), `${days} days`).toHaveLength(failures);
      expect((await t.detail()).failedRenewals).toBe(failures);
    }
    expect(await t.detail()).toMatchObject({
      state: 'past-due',
      cyclesBilled: 1,
      nextRetryAt: null,
      failedRenewals: 4,
    });
    const mails = await t.failedMails();
    expect(mails[2]!.text_body).toContain('we will try again on');
    expect(mails[3]!.text_body).toContain('We have tried several times and will not try again.');
    expect(mails[3]!.text_body).not.toContain('we will try again on');
    expect(await t.queuedRenewals()).toBe(0);
    t.clock.advance(60 * DAY);
    expect(await t.failedMails()).toHaveLength(4);
    expect((await t.detail()).state).toBe('past-due');
  });

  it('a renewal tried again at once (a new card) and refused starts its own retries; the older one does nothing', async () => {
    world = await checkoutSite(getDb());
    const t = await subscribedWithoutCard(world, getDb);
    const { db } = getDb();
    expect(await t.renewEarly()).toHaveLength(1);
    // An hour later, what the account's card update does for a past-due subscription: due again now.
    t.clock.advance(HOUR);
    const now = t.clock.now();
    await reactivatePastDueSubscription(db, world.websiteId, t.first.id, now, now);
    const active = (await findSubscription(db, world.websiteId, t.first.id))!;
    await scheduleRenewal(
      db,
      active,
      { title: 'Shop', baseUrl: 'http://shop.test', locale: 'en-US' },
      'card',
    );
    expect(await t.failedMails()).toHaveLength(2);
    expect(await t.detail()).toMatchObject({ state: 'past-due', failedRenewals: 2 });
    expect(await t.queuedRenewals()).toBe(2);
    // The first refusal's retry comes due first and does nothing: a later refusal superseded it.
    t.clock.advance(3 * DAY - HOUR / 2);
    expect(await t.failedMails()).toHaveLength(2);
    expect(await t.queuedRenewals()).toBe(1);
    // The second refusal's retry is tried (and refused): one more e-mail, one more retry queued.
    t.clock.advance(HOUR);
    expect(await t.failedMails()).toHaveLength(3);
    expect((await t.detail()).failedRenewals).toBe(3);
    expect(await t.queuedRenewals()).toBe(1);
  });

  it('a weekly plan whose second retry succeeds is billed once, and renews next on its weekday ahead', async () => {
    world = await checkoutSite(getDb());
    const t = await subscribedWithoutCard(world, getDb, 'WEEK');
    const dueAt = t.first.nextBillingAt!;
    // Refused when due, so the retries (days 3 and 8) run past the next weekly date.
    t.clock.advance(dueAt - t.clock.now());
    expect(await t.failedMails()).toHaveLength(1);
    t.clock.advance(3 * DAY);
    expect(await t.failedMails()).toHaveLength(2);
    await t.setCard(t.savedCard);
    t.clock.advance(5 * DAY);
    expect(await t.failedMails()).toHaveLength(2);
    const renewed = await t.detail();
    expect(renewed).toMatchObject({ state: 'active', cyclesBilled: 2, nextRetryAt: null });
    const now = t.clock.now();
    expect(renewed.nextBillingAt).toBeGreaterThan(now);
    expect(renewed.nextBillingAt).toBeLessThanOrEqual(now + 7 * DAY);
    expect((renewed.nextBillingAt! - dueAt) % (7 * DAY)).toBe(0);
    // Nothing else billed on the way: one renewal job queued, for that date.
    expect(await t.queuedRenewals()).toBe(1);
    expect((await t.detail()).cyclesBilled).toBe(2);
  });

  it('the owner retries a refused renewal now: refused again it is past due anew, with a card it bills', async () => {
    world = await checkoutSite(getDb());
    const t = await subscribedWithoutCard(world, getDb);
    expect((await t.ownerPost('retry')).json()).toMatchObject({
      error: 'This subscription has no failed renewal to retry.',
    });
    expect(await t.renewEarly()).toHaveLength(1);
    const retried = await t.ownerPost('retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'active', nextRetryAt: null });
    expect(await t.failedMails()).toHaveLength(2);
    expect(await t.ownerView()).toMatchObject({ state: 'past-due', failedRenewals: 2, cyclesBilled: 1 });
    await t.setCard(t.savedCard);
    expect((await t.ownerPost('retry')).statusCode).toBe(200);
    expect(await t.failedMails()).toHaveLength(2);
    expect(await t.ownerView()).toMatchObject({ state: 'active', cyclesBilled: 2, nextRetryAt: null });
    expect((await t.ownerPost('retry')).statusCode).toBe(409);
    // The automatic retries queued before find nothing to do.
    t.clock.advance(8 * DAY);
    expect(await t.failedMails()).toHaveLength(2);
    expect((await t.detail()).cyclesBilled).toBe(2);
  });
});
