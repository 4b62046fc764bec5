import { eachDialect } from '@tessera/db/testing';
import { findSubscription, listOrderEvents, listOutboxMail, updateProduct } from '@tessera/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper, type Shopper } from '../checkout/testing/shopper.js';
import { SUBSCRIPTIONS_API } from './account-routes.js';
import { signInAs, signUpAs } from './testing/account.js';
import { runJobs } from './testing/renewals.js';

eachDialect('the subscriber changes the quantity or variant from the account', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
    // The shirt sold as a monthly subscription: S/Red $20 (5 in stock), M/Red on sale $18 (unlimited),
    // S/Blue none in stock.
    await updateProduct(getDb().db, world.websiteId, world.store.shirt.item_id, {
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  const sku = (attributes: Record<string, string>) => skuOf(world.store.shirt, attributes);
  let n = 0;

  async function subscriber(): Promise<{ v: Shopper; xsrf: string; email: string; id: string }> {
    const email = `line${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const v = shopper(world.app, world.host);
    await signUpAs(v, email);
    const xsrf = ((await signInAs(v, email)).json() as { xsrfToken: string }).xsrfToken;
    const started = await v.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: world.store.shirt.item_id,
      sku: sku({ Size: 'S', Color: 'Red' }),
      qty: 1,
    });
    const cartToken = (started.json() as { cartToken: string }).cartToken;
    await v.details({ cartToken, email });
    const placed = await v.place({ paymentToken: await v.token(), cartToken });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const page = (await v.get('/account/subscriptions')).body;
    const id = /subscriptions\/([0-9a-f]{24})\/change/.exec(page)?.[1];
    if (!id) throw new Error('the subscription has no change form on the account page');
    return { v, xsrf, email, id };
  }
  const change = (v: Shopper, id: string, body: Record<string, unknown>, xsrf: string) =>
    v.json('POST', `${SUBSCRIPTIONS_API}/${id}/change`, body, {
      headers: { 'x-siteuser-xsrf-token': xsrf },
    });

  it('re-prices from the next renewal, notes it for the owner and e-mails the subscriber', async () => {
    const { v, xsrf, email, id } = await subscriber();
    const before = await findSubscription(db(), world.websiteId, id);
    expect(before?.renewal_amounts).toMatchObject({ subtotal: 2000, shipping: 500, grandTotal: 2500 });

    const changed = await change(v, id, { sku: sku({ Size: 'M', Color: 'Red' }), quantity: 2 }, xsrf);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ sku: sku({ Size: 'M', Color: 'Red' }), quantity: 2 });
    const after = await findSubscription(db(), world.websiteId, id);
    // Today's sale price of M/Red, twice, with the renewal's shipping worked out again.
    expect(after).toMatchObject({ quantity: 2, unit_price: 1800, cycles_billed: 1 });
    expect(after?.renewal_amounts).toMatchObject({ subtotal: 3600, shipping: 500, grandTotal: 4100 });
    // Nothing is charged now, and the renewal date stays.
    expect(after?.next_billing_at).toBe(before?.next_billing_at);

    // The same again changes nothing and tells no one twice.
    expect(
      (await change(v, id, { sku: sku({ Size: 'M', Color: 'Red' }), quantity: '2' }, xsrf)).statusCode,
    ).toBe(200);

    // The next renewal buys and charges the new choice.
    await runJobs(db(), after?.next_billing_at ?? 0);
    const renewal = await db()
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.grand_total', 'order_items.sku', 'order_items.quantity', 'order_items.unit_price'])
      .where('orders.subscription_id', '=', id)
      .where('orders.kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toMatchObject({
      grand_total: 4100,
      sku: sku({ Size: 'M', Color: 'Red' }),
      quantity: 2,
      unit_price: 1800,
    });

    const notes = (await listOrderEvents(db(), world.websiteId, after?.first_order_id ?? ''))
      .filter((e) => e.kind === 'note')
      .map((e) => String(e.data['text']));
    expect(notes).toEqual([
      'The customer changed the subscription from 1 × Shirt (Size: S, Color: Red) to 2 × Shirt (Size: M, Color: Red) from their account; from the next renewal it is $41.00 every month.',
    ]);
    const mail = (await listOutboxMail(db(), world.websiteId)).filter(
      (m) => m.to_address === email && m.subject === 'Your subscription to Shirt is changed',
    );
    expect(mail).toHaveLength(1);
  });

  it("refuses by core's rules, a product's other variants only, and a cancelled subscription", async () => {
    const { v, xsrf, id } = await subscriber();
    const before = await findSubscription(db(), world.websiteId, id);
    const soldOut = await change(v, id, { sku: sku({ Size: 'S', Color: 'Blue' }), quantity: 1 }, xsrf);
    expect(soldOut.statusCode).toBe(409);
    const tooMany = await change(v, id, { sku: sku({ Size: 'S', Color: 'Red' }), quantity: 6 }, xsrf);
    expect(tooMany.statusCode).toBe(409);
    const fraction = await change(v, id, { sku: sku({ Size: 'S', Color: 'Red' }), quantity: '2.5' }, xsrf);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ error: 'Quantity must be a whole number' });
    // Core brings a whole number inside the input's limits (1–9999): 0 is 1, what it buys already.
    expect(
      (await change(v, id, { sku: sku({ Size: 'S', Color: 'Red' }), quantity: 0 }, xsrf)).statusCode,
    ).toBe(200);
    const otherProduct = await change(v, id, { sku: skuOf(world.store.mug), quantity: 1 }, xsrf);
    expect(otherProduct.statusCode).toBe(400);
    expect((await change(v, id, { quantity: 1 }, xsrf)).statusCode).toBe(400);
    expect(await findSubscription(db(), world.websiteId, id)).toEqual(before);

    expect(
      (
        await v.json(
          'POST',
          `${SUBSCRIPTIONS_API}/${id}/cancel`,
          {},
          { headers: { 'x-siteuser-xsrf-token': xsrf } },
        )
      ).statusCode,
    ).toBe(200);
    const late = await change(v, id, { sku: sku({ Size: 'M', Color: 'Red' }), quantity: 1 }, xsrf);
    expect(late.statusCode).toBe(409);
    expect((await findSubscription(db(), world.websiteId, id))?.quantity).toBe(1);
  });

  it("answers another subscriber's subscription with 404 and needs the session's token", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const before = await findSubscription(db(), world.websiteId, owner.id);
    const body = { sku: sku({ Size: 'M', Color: 'Red' }), quantity: 2 };
    expect((await change(other.v, owner.id, body, other.xsrf)).statusCode).toBe(404);
    expect((await change(owner.v, owner.id, body, 'forged')).statusCode).toBe(403);
    expect((await change(shopper(world.app, world.host), owner.id, body, 'x')).statusCode).toBe(401);
    expect(await findSubscription(db(), world.websiteId, owner.id)).toEqual(before);
  });

  it('works as a plain form from the account page', async () => {
    const { v, xsrf, id } = await subscriber();
    const page = (await v.get('/account/subscriptions')).body;
    expect(page).toContain(`<label class="field-label" for="subscription-variant-${id}">Variant`);
    expect(page).toContain(
      `<option value="${sku({ Size: 'S', Color: 'Red' })}" selected>Size: S, Color: Red — $20.00</option>`,
    );
    const form = await v.form(
      `${SUBSCRIPTIONS_API}/${id}/change`,
      { xsrfToken: xsrf, sku: sku({ Size: 'M', Color: 'Red' }), quantity: '3' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(form.headers.location).toBe('/account/subscriptions?subscriptionChanged=change');
    const shown = (await v.get(String(form.headers.location))).body;
    expect(shown).toContain('Your subscription is changed.');
    expect(shown).toContain('$59.00 every month');
    const refused = await v.form(
      `${SUBSCRIPTIONS_API}/${id}/change`,
      { xsrfToken: xsrf, sku: sku({ Size: 'M', Color: 'Red' }), quantity: 'lots' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(String(refused.headers.location)).toMatch(/^\/account\/subscriptions\?error=/);
  });
});
