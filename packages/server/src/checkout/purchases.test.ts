import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  findSubscription,
  giftCardLedgerTotal,
  listOutboxMail,
  updateProduct,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { testConfig } from '../testing/harness.js';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { attachDigitalFile, EBOOK_PDF } from './testing/orders.js';
import { shopper, type Shopper } from './testing/shopper.js';

interface Placed {
  order: { id: string; status: string; amountCharged: { value: string }; giftCardTotal: { value: string } };
  confirmationUrl: string;
}

function runJobs(db: Executor) {
  return drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
}

eachDialect('digital products, gift cards and subscriptions', (getDb) => {
  let world: CheckoutSite | undefined;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-purchases-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(async () => world?.app.close());

  async function start(): Promise<CheckoutSite & { buyer: Shopper }> {
    world = await checkoutSite(getDb(), { DATA_DIR: dataDir });
    return { ...world, buyer: shopper(world.app, world.host) };
  }

  it('sells a digital product with an expiring, counted, unguessable download link', async () => {
    const { app, host, buyer, store, websiteId } = await start();
    const { db } = getDb();
    await attachDigitalFile(db, dataDir, websiteId, store.ebook.item_id, 'Ebook – guide.pdf');
    await buyer.add({ itemId: store.ebook.item_id, sku: skuOf(store.ebook), quantity: 1 });
    const placed = (await buyer.checkout()).json() as Placed;
    expect(placed.order.status).toBe('fulfilled');
    const page = await app.inject({ method: 'GET', url: placed.confirmationUrl, headers: { host } });
    const link = /href="(\/downloads\/[^"]+)"/.exec(page.body)?.[1];
    expect(link).toMatch(/^\/downloads\/[0-9a-f]{24}\.[0-9a-z]+\.[\w-]{43}$/);
    const download = await app.inject({ method: 'GET', url: link ?? '', headers: { host } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.rawPayload.equals(EBOOK_PDF)).toBe(true);
    for (let i = 1; i < 5; i += 1)
      expect((await app.inject({ method: 'GET', url: link ?? '', headers: { host } })).statusCode).toBe(200);
    const sixth = await app.inject({
      method: 'GET',
      url: link ?? '',
      headers: { host, accept: 'application/json' },
    });
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json()).toMatchObject({
      error: 'This download link has expired or has been used too many times.',
    });
    // Change a character in the middle of the signature: its last one may carry only padding bits.
    const tampered = (link ?? '').replace(
      /(.)(.{10})$/,
      (_all, c: string, rest: string) => `${c === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect((await app.inject({ method: 'GET', url: tampered, headers: { host } })).statusCode).toBe(404);
    await runJobs(db);
    const [mail] = await listOutboxMail(db, websiteId);
    expect(mail?.text_body).toMatch(/Ebook: http:\/\/.+\/downloads\/[0-9a-f]{24}\./);
  });

  it('refuses an expired download link', async () => {
    const { app, host, buyer, store, websiteId } = await start();
    const { db } = getDb();
    await attachDigitalFile(db, dataDir, websiteId, store.ebook.item_id, 'Ebook – guide.pdf');
    await buyer.add({ itemId: store.ebook.item_id, sku: skuOf(store.ebook), quantity: 1 });
    const placed = (await buyer.checkout()).json() as Placed;
    await db
      .updateTable('download_grants')
      .set({ expires_at: Date.now() - 1 })
      .where('order_id', '=', placed.order.id)
      .execute();
    const page = await app.inject({ method: 'GET', url: placed.confirmationUrl, headers: { host } });
    const link = /href="(\/downloads\/[^"]+)"/.exec(page.body)?.[1] ?? '';
    expect((await app.inject({ method: 'GET', url: link, headers: { host } })).statusCode).toBe(410);
  });

  it('sells gift cards by denomination, emails the code, and redeems it against a later order', async () => {
    const { app, host, buyer, store, websiteId } = await start();
    const { db } = getDb();
    await buyer.add({
      itemId: store.giftCard.item_id,
      sku: skuOf(store.giftCard, { Amount: '$25' }),
      quantity: 1,
    });
    const bought = (await buyer.checkout({ email: 'giver@example.com' })).json() as Placed;
    expect(bought.order.status).toBe('fulfilled');
    await runJobs(db);
    const mail = (await listOutboxMail(db, websiteId)).find((m) => m.to_address === 'giver@example.com');
    const code = /\$25\.00: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      mail?.text_body ?? '',
    )?.[1];
    expect(code).toBeDefined();
    const stored = await db
      .selectFrom('gift_cards')
      .selectAll()
      .where('website_id', '=', websiteId)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(code ?? 'missing');

    const friend = shopper(app, host);
    await friend.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    await friend.details({ email: 'friend@example.com' });
    const applied = await friend.json('POST', '/api/commerce/checkout/gift-cards', {
      code: code?.toLowerCase(),
    });
    expect(applied.json()).toMatchObject({
      checkout: { giftCardTotalCents: 1750, amountDueCents: 0, giftCards: [{ appliedCents: 1750 }] },
    });
    const paid = await friend.place({ paymentToken: null });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (paid.json() as Placed).order;
    expect(order).toMatchObject({ amountCharged: { value: '0' }, giftCardTotal: { value: '1750' } });
    expect((paid.json() as Placed).confirmationUrl).toMatch(/^\/checkout\/order-received\//);
    const card = stored[0];
    expect(await giftCardLedgerTotal(db, websiteId, card?.id ?? '')).toBe(750);

    const again = shopper(app, host);
    await again.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    await again.details();
    const partly = await again.json('POST', '/api/commerce/checkout/gift-cards', { code });
    expect(partly.json()).toMatchObject({ checkout: { giftCardTotalCents: 750, amountDueCents: 1000 } });
    expect((await again.place({ paymentToken: await again.token() })).statusCode).toBe(200);
    const empty = shopper(app, host);
    await empty.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    const refused = await empty.json('POST', '/api/commerce/checkout/gift-cards', { code });
    expect(refused.json()).toMatchObject({ error: 'This gift card has no balance left.' });
    const wrong = await empty.json('POST', '/api/commerce/checkout/gift-cards', {
      code: 'AAAA-AAAA-AAAA-AAAA',
    });
    expect(wrong.json()).toMatchObject({ error: 'This gift card code is not valid.' });
  });

  it('starts a subscription with its first order, renews when due, stops after the cycles, and can be cancelled', async () => {
    const { app, host, buyer, store, websiteId } = await start();
    const { db } = getDb();
    await updateProduct(db, websiteId, store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 3 },
    });
    const started = await buyer.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: store.box.item_id,
      sku: null,
      qty: 1,
    });
    const cartToken = (started.json() as { cartToken: string }).cartToken;
    const page = await app.inject({
      method: 'GET',
      url: `/checkout/subscription?cartToken=${cartToken}`,
      headers: { host, cookie: buyer.cookieHeader() },
    });
    expect(page.body).toContain('$30.00 every month for 3 months');
    const saved = (await buyer.details({ cartToken })).json() as {
      checkout: {
        shoppingCart: { grandTotalCents: number; shippingCostCents: number };
        subscription: { planText: string };
      };
    };
    // Once shipping is known the plan line says what each renewal charges: the box and its shipping.
    const { grandTotalCents, shippingCostCents } = saved.checkout.shoppingCart;
    expect(shippingCostCents).toBeGreaterThan(0);
    expect(saved.checkout.subscription.planText).toBe(
      `$${(grandTotalCents / 100).toFixed(2)} every month for 3 months`,
    );
    const placed = await buyer.place({ paymentToken: await buyer.token(), cartToken });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, confirmationUrl } = placed.json() as Placed & { order: { subscriptionId: string } };
    expect(confirmationUrl).toMatch(/^\/checkout\/subscription-confirmed\//);
    const subscriptionId = (order as unknown as { subscriptionId: string }).subscriptionId;
    expect(await findSubscription(db, websiteId, subscriptionId)).toMatchObject({
      state: 'active',
      cycles_billed: 1,
    });
    const dueNow = async () => {
      await db
        .updateTable('jobs')
        .set({ run_at: 0 })
        .where('type', '=', 'subscription-renewal')
        .where('status', '=', 'queued')
        .execute();
      await runJobs(db);
    };
    await dueNow();
    await dueNow();
    await dueNow();
    const orders = await db
      .selectFrom('orders')
      .select(['kind', 'grand_total'])
      .where('subscription_id', '=', subscriptionId)
      .execute();
    expect(orders.map((o) => o.kind).sort()).toEqual(['renewal', 'renewal', 'subscription']);
    expect(await findSubscription(db, websiteId, subscriptionId)).toMatchObject({
      state: 'completed',
      cycles_billed: 3,
      next_billing_at: null,
    });
    const renewalMail = (await listOutboxMail(db, websiteId)).filter((m) =>
      m.subject.startsWith('Your subscription renewed'),
    );
    expect(renewalMail).toHaveLength(2);

    const other = shopper(app, host);
    await updateProduct(db, websiteId, store.box.item_id, {
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
    });
    const token2 = (
      (
        await other.json('POST', '/api/3/commerce/cart/subscription', {
          itemId: store.box.item_id,
          sku: null,
          qty: 1,
        })
      ).json() as { cartToken: string }
    ).cartToken;
    await other.details({ cartToken: token2 });
    const second = (
      await other.place({ paymentToken: await other.token(), cartToken: token2 })
    ).json() as Placed;
    const status = second.confirmationUrl.replace('/checkout/subscription-confirmed/', '/orders/status/');
    const statusPage = await app.inject({
      method: 'GET',
      url: status,
      headers: { host, cookie: other.cookieHeader() },
    });
    expect(statusPage.body).toContain('Cancel subscription');
    const cancelled = await other.form(`${status}/cancel-subscription`, {});
    expect(cancelled.statusCode).toBe(303);
    const secondSub = (second.order as unknown as { subscriptionId: string }).subscriptionId;
    expect(await findSubscription(db, websiteId, secondSub)).toMatchObject({
      state: 'cancelled',
      next_billing_at: null,
    });
    await dueNow();
    expect(
      await db.selectFrom('orders').select('id').where('subscription_id', '=', secondSub).execute(),
    ).toHaveLength(1);
  });
});
