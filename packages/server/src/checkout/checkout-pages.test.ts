import { insertCoupon } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { CARDS, shopper } from './testing/shopper.js';

const FORM_ADDRESS = {
  email: 'ada@example.com',
  'shippingAddress[name]': 'Ada Lovelace',
  'shippingAddress[line1]': '12 Analytical Row',
  'shippingAddress[city]': 'Springfield',
  'shippingAddress[region]': 'IL',
  'shippingAddress[postalCode]': '62701',
  'shippingAddress[country]': 'US',
};

eachDialect('checkout pages', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  const page = (url: string, cookie = '') =>
    world!.app.inject({ method: 'GET', url, headers: { host: world!.host, cookie, accept: 'text/html' } });

  it('renders the checkout (201) through the theme, never cached, with the test mode form', async () => {
    world = await checkoutSite(getDb());
    const empty = await page('/checkout');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('You have nothing in your shopping cart.');
    const buyer = shopper(world.app, world.host);
    await buyer.add({ itemId: world.store.mug.item_id, sku: skuOf(world.store.mug), quantity: 1 });
    const full = await page('/checkout', buyer.cookieHeader());
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.body).toContain('class="page-type-201"');
    expect(full.body).toContain('TEST MODE');
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0119'])
      expect(full.body).toContain(card);
    expect(full.body).toContain(`name="crumb" value="${buyer.crumb}"`);
    expect(full.body).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    const json = await world.app.inject({
      method: 'GET',
      url: '/checkout?format=json',
      headers: { host: world.host, cookie: buyer.cookieHeader() },
    });
    expect(json.json()).toMatchObject({
      pageType: 201,
      pageTypeName: 'CHECKOUT',
      checkout: { view: { kind: 'cart', canPlaceOrder: false } },
    });
    expect((await page('/checkout/subscription?cartToken=nope')).statusCode).toBe(404);
  });

  it('checks out with plain forms only, from details to the confirmation (202) and status (211) pages', async () => {
    world = await checkoutSite(getDb());
    const { db } = getDb();
    await insertCoupon(db, world.websiteId, {
      code: 'TAKE5',
      kind: 'fixed',
      percent: null,
      amountCents: 500,
      minSubtotalCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: 1,
      perCustomerLimit: null,
      scope: 'all',
      productIds: [],
      categoryIds: [],
      enabled: true,
    });
    const buyer = shopper(world.app, world.host);
    await buyer.add({ itemId: world.store.mug.item_id, sku: skuOf(world.store.mug), quantity: 2 });
    expect((await buyer.form('/checkout/details', FORM_ADDRESS)).statusCode).toBe(303);
    expect((await buyer.form('/checkout/coupons', { code: 'take5' })).statusCode).toBe(303);
    const before = await page('/checkout', buyer.cookieHeader());
    expect(before.body).toContain('−$5.00');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(before.body)?.[1] ?? '';
    const refused = await buyer.form('/checkout/place', { ...CARDS.declined, idempotencyKey: key });
    expect(refused.headers.location).toBe('/checkout');
    expect((await page('/checkout', buyer.cookieHeader())).body).toContain('Your card was declined.');
    const placed = await buyer.form('/checkout/place', { ...CARDS.visa, idempotencyKey: key });
    expect(placed.statusCode).toBe(303);
    const confirmation = placed.headers.location as string;
    const again = await buyer.form('/checkout/place', { ...CARDS.visa, idempotencyKey: key });
    expect(again.headers.location).toMatch(/^\/checkout\/order-confirmed\//);
    const confirmed = await page(confirmation);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.body).toContain('Thank you for your order');
    expect(confirmed.body).toContain('Order #1');
    expect(confirmed.body).toContain('<strong>TEST MODE</strong>');
    expect(confirmed.body).toContain('$25.00');
    expect(confirmed.body).toContain('−$5.00');
    expect(confirmed.body).toContain('Visa •••• 4242');
    const status = /href="(\/orders\/status\/[\w-]{43})"/.exec(confirmed.body)?.[1] ?? '';
    const statusPage = await page(status);
    expect(statusPage.body).toContain('Order status');
    expect(statusPage.body).toContain('being prepared');
    expect((await page('/orders/status/' + 'x'.repeat(43))).statusCode).toBe(404);
    expect((await page(confirmation.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).statusCode).toBe(404);
    const orders = await db
      .selectFrom('orders')
      .select('id')
      .where('website_id', '=', world.websiteId)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
