import { eachDialect } from '@tessera/db/testing';
import { findSiteUserByEmail, insertOrderEvent, listSiteUserAddresses } from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper, type Shopper } from '../checkout/testing/shopper.js';
import { ADDRESSES_API, ORDERS_API } from './account-routes.js';
import { signInAs, verifiedUser } from './testing/account.js';

const HOME = {
  name: 'Ada Lovelace',
  line1: '1 Analytical Row',
  line2: '',
  city: 'London',
  region: '',
  postalCode: 'W1 1AA',
  country: 'gb',
  phone: '',
};

eachDialect('the account pages: addresses, orders with tracking, re-order', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;
  const address = () => `acct${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** A verified shopper signed in on a fresh device; returns the device and its XSRF token. */
  async function signedIn(email = address()): Promise<{ v: Shopper; xsrf: string; email: string }> {
    const v = shopper(world.app, world.host);
    await verifiedUser(world.app, db(), world.websiteId, v, email);
    const response = await signInAs(v, email);
    return { v, xsrf: (response.json() as { xsrfToken: string }).xsrfToken, email };
  }
  const post = (v: Shopper, url: string, body: Record<string, unknown>, xsrf: string) =>
    v.json('POST', url, body, { headers: { 'x-siteuser-xsrf-token': xsrf } });

  describe('addresses', () => {
    it('adds, edits, chooses the default and deletes, the first address being the default', async () => {
      const { v, xsrf } = await signedIn();
      const first = await post(v, ADDRESSES_API, HOME, xsrf);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ isDefault: true, country: 'GB', city: 'London' });
      const second = await post(
        v,
        ADDRESSES_API,
        { ...HOME, line1: '2 Difference St', isDefault: true },
        xsrf,
      );
      expect(second.json()).toMatchObject({ isDefault: true });
      const list = async () =>
        (
          (await v.get(ADDRESSES_API)).json() as {
            addresses: { id: string; line1: string; isDefault: boolean }[];
          }
        ).addresses;
      expect((await list()).map((a) => [a.line1, a.isDefault])).toEqual([
        ['2 Difference St', true],
        ['1 Analytical Row', false],
      ]);
      const firstId = (first.json() as { id: string }).id;
      const secondId = (second.json() as { id: string }).id;
      expect((await post(v, `${ADDRESSES_API}/${firstId}`, { ...HOME, city: 'Bath' }, xsrf)).statusCode).toBe(
        204,
      );
      expect((await post(v, `${ADDRESSES_API}/${firstId}/default`, {}, xsrf)).statusCode).toBe(204);
      expect((await list())[0]).toMatchObject({ id: firstId, isDefault: true });
      // Deleting the default hands it to the address left.
      expect((await post(v, `${ADDRESSES_API}/${firstId}/delete`, {}, xsrf)).statusCode).toBe(204);
      expect(await list()).toMatchObject([{ id: secondId, isDefault: true }]);
      const page = await v.get('/account/addresses');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('2 Difference St');
      expect(page.body).toContain('Default address');
      expect(page.body).toContain('for="address-line1">Address line 1</label>');
    });

    it("refuses an address without checkout's required parts, field by field, saving nothing", async () => {
      const { v, xsrf, email } = await signedIn();
      const refused = await post(v, ADDRESSES_API, { ...HOME, line1: ' ', postalCode: '' }, xsrf);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { line1: 'Required', postalCode: 'Required' } });
      const user = await findSiteUserByEmail(db(), world.websiteId, email);
      expect(await listSiteUserAddresses(db(), world.websiteId, user?.id ?? '')).toEqual([]);
      // The plain form goes back to the page with the first problem named.
      const form = await v.form(
        ADDRESSES_API,
        { ...HOME, city: '', xsrfToken: xsrf },
        { 'sec-fetch-site': 'same-origin' },
      );
      expect(form.statusCode).toBe(303);
      const back = await v.get(String(form.headers.location));
      expect(back.body).toContain('City: Required');
      expect((await post(v, ADDRESSES_API, HOME, 'forged')).statusCode).toBe(403);
    });
  });

  describe('orders', () => {
    it('shows each order with its status and tracking, and re-orders what can still be bought', async () => {
      const { v, xsrf, email } = await signedIn();
      const socks = skuOf(world.store.socks, { Size: 'M' });
      await v.add({ itemId: world.store.socks.item_id, sku: socks, quantity: 2 });
      await v.add({ itemId: world.store.mug.item_id, sku: skuOf(world.store.mug, {}), quantity: 2 });
      const placed = await v.checkout({ email });
      expect(placed.statusCode).toBe(200);
      const orderId = (placed.json() as { order: { id: string } }).order.id;
      await insertOrderEvent(db(), world.websiteId, {
        orderId,
        kind: 'fulfilled',
        data: {
          carrier: 'Royal Mail',
          trackingNumber: 'RM123456GB',
          trackingUrl: 'https://track.example/RM123456GB',
        },
      });
      const page = await v.get('/account/orders');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Being prepared');
      expect(page.body).toContain('with Royal Mail');
      expect(page.body).toContain('href="https://track.example/RM123456GB"');
      expect(page.body).toContain('>RM123456GB<');
      expect(page.body).toContain('Socks (M) × 2');

      // One mug is left: the cart's own rule refuses two, and re-order says so in the same words.
      const direct = await v.add({
        itemId: world.store.mug.item_id,
        sku: skuOf(world.store.mug, {}),
        quantity: 2,
      });
      expect(direct.statusCode).toBeGreaterThanOrEqual(400);
      const reason = (direct.json() as { error: string }).error;
      const again = await post(v, `${ORDERS_API}/${orderId}/reorder`, {}, xsrf);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        added: [{ productName: 'Socks', quantity: 2 }],
        notAdded: [{ productName: 'Mug', reason }],
      });
      const cart = (await v.cart()).json() as {
        entries: { chosenVariant: { sku: string }; quantity: number }[];
      };
      expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([[socks, 2]]);

      // The plain form goes to the cart page, which tells what went in and what did not.
      const form = await v.form(
        `${ORDERS_API}/${orderId}/reorder`,
        { xsrfToken: xsrf },
        { 'sec-fetch-site': 'same-origin' },
      );
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/cart');
      const cartPage = await v.get('/cart');
      expect(cartPage.body).toContain('Added to your cart: Socks × 2.');
      expect(cartPage.body).toContain(`Not added: Mug (${reason})`.replace(/'/g, '&#39;'));
    });
  });

  describe('ownership', () => {
    it("answers every account route given another user's ids with 404, changing nothing", async () => {
      const owner = await signedIn();
      const created = await post(owner.v, ADDRESSES_API, HOME, owner.xsrf);
      const addressId = (created.json() as { id: string }).id;
      await owner.v.add({
        itemId: world.store.socks.item_id,
        sku: skuOf(world.store.socks, { Size: 'S' }),
        quantity: 1,
      });
      const orderId = ((await owner.v.checkout({ email: owner.email })).json() as { order: { id: string } })
        .order.id;
      const user = await findSiteUserByEmail(db(), world.websiteId, owner.email);
      const before = await listSiteUserAddresses(db(), world.websiteId, user?.id ?? '');

      const other = await signedIn();
      const calls: [string, Record<string, unknown>][] = [
        [`${ADDRESSES_API}/${addressId}`, { ...HOME, city: 'Elsewhere' }],
        [`${ADDRESSES_API}/${addressId}/default`, {}],
        [`${ADDRESSES_API}/${addressId}/delete`, {}],
        [`${ORDERS_API}/${orderId}/reorder`, {}],
      ];
      for (const [url, body] of calls) {
        const answer = await post(other.v, url, body, other.xsrf);
        expect([url, answer.statusCode]).toEqual([url, 404]);
      }
      expect(await listSiteUserAddresses(db(), world.websiteId, user?.id ?? '')).toEqual(before);
      expect(((await other.v.cart()).json() as { entries: unknown[] }).entries).toEqual([]);
      expect((await other.v.get('/account/addresses')).body).not.toContain(HOME.line1);
      expect((await other.v.get('/account/orders')).body).not.toContain(orderId);
    });
  });
});
