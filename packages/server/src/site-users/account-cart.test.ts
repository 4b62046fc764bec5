import { eachDialect } from '@tessera/db/testing';
import { findOpenCartBySiteUser, findSiteUserByEmail } from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { ACCOUNT_API, SESSION_API } from './routes.js';
import { signInAs, signUpAs, verifiedUser } from './testing/account.js';

const cartLines = async (v: ReturnType<typeof shopper>) =>
  (
    (await v.cart()).json() as { entries: { chosenVariant: { sku: string }; quantity: number }[] }
  ).entries.map((e) => [e.chosenVariant.sku, e.quantity]);

eachDialect('the cart and orders follow the site user', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;
  const add = (v: ReturnType<typeof shopper>, sku: string, quantity: number) =>
    v.add({ itemId: world.store.socks.item_id, sku, quantity });
  const address = () => `buyer${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  describe('the cart', () => {
    it('attaches the cart started before sign-in, and shows it on another device', async () => {
      const phone = shopper(world.app, world.host);
      const email = address();
      await signUpAs(phone, email);
      const socks = skuOf(world.store.socks, { Size: 'S' });
      expect((await add(phone, socks, 2)).statusCode).toBe(200);
      expect((await signInAs(phone, email)).statusCode).toBe(200);
      const user = await findSiteUserByEmail(db(), world.websiteId, email);
      expect(await findOpenCartBySiteUser(db(), world.websiteId, user?.id ?? '')).toBeDefined();
      expect(await cartLines(phone)).toEqual([[socks, 2]]);

      const laptop = shopper(world.app, world.host);
      expect(await cartLines(laptop)).toEqual([]);
      await signInAs(laptop, email);
      expect(await cartLines(laptop)).toEqual([[socks, 2]]);
      // A change on one device is the same cart on the other.
      expect((await add(laptop, socks, 1)).statusCode).toBe(200);
      expect(await cartLines(phone)).toEqual([[socks, 3]]);
    });

    it("adds the visitor's lines to the account's own cart when it already has one", async () => {
      const email = address();
      const small = skuOf(world.store.socks, { Size: 'S' });
      const medium = skuOf(world.store.socks, { Size: 'M' });
      const first = shopper(world.app, world.host);
      await signUpAs(first, email);
      await signInAs(first, email);
      await add(first, small, 1);
      const second = shopper(world.app, world.host);
      await add(second, small, 2);
      await add(second, medium, 1);
      expect((await signInAs(second, email)).statusCode).toBe(200);
      expect(await cartLines(second)).toEqual([
        [small, 3],
        [medium, 1],
      ]);
      expect(await cartLines(first)).toEqual([
        [small, 3],
        [medium, 1],
      ]);
    });

    it("shows the account's cart on pages to a device that holds only the sign-in cookie", async () => {
      const email = address();
      const socks = skuOf(world.store.socks, { Size: 'S' });
      const phone = shopper(world.app, world.host);
      await signUpAs(phone, email);
      await add(phone, socks, 2);
      await signInAs(phone, email);
      // Another visitor's view of the page is what the response cache keeps.
      expect((await shopper(world.app, world.host).get('/')).body).not.toContain('2 items in cart');
      const laptop = shopper(world.app, world.host);
      await signInAs(laptop, email);
      expect([...laptop.cookies.keys()]).not.toContain('ts_cart_token');
      const page = await laptop.get('/');
      expect(page.body).toContain('2 items in cart');
      expect(page.headers['cache-control']).toContain('private');
    });

    it('signing out leaves the visitor an empty cart, or a copy of it with cloneCart=true', async () => {
      const email = address();
      const socks = skuOf(world.store.socks, { Size: 'S' });
      const plain = shopper(world.app, world.host);
      await signUpAs(plain, email);
      const { xsrfToken } = (await signInAs(plain, email)).json() as { xsrfToken: string };
      await add(plain, socks, 1);
      const headers = { 'x-siteuser-xsrf-token': xsrfToken };
      expect((await plain.json('DELETE', SESSION_API, undefined, { headers })).statusCode).toBe(204);
      expect(await cartLines(plain)).toEqual([]);

      const cloning = shopper(world.app, world.host);
      const token = ((await signInAs(cloning, email)).json() as { xsrfToken: string }).xsrfToken;
      expect(await cartLines(cloning)).toEqual([[socks, 1]]);
      const out = await cloning.json('DELETE', `${SESSION_API}?cloneCart=true`, undefined, {
        headers: { 'x-siteuser-xsrf-token': token },
      });
      expect(out.statusCode).toBe(204);
      expect(await cartLines(cloning)).toEqual([[socks, 1]]);
      // The copy is the visitor's: changing it leaves the account's cart as it was.
      await add(cloning, socks, 4);
      const back = shopper(world.app, world.host);
      await signInAs(back, email);
      expect(await cartLines(back)).toEqual([[socks, 1]]);
    });
  });

  describe('order history', () => {
    it('lists orders placed with the address once it is verified, and none before', async () => {
      const buyer = shopper(world.app, world.host);
      const email = address();
      await signUpAs(buyer, email);
      const socks = skuOf(world.store.socks, { Size: 'S' });
      await add(buyer, socks, 1);
      expect((await buyer.checkout({ email })).statusCode).toBe(200);
      await signInAs(buyer, email);
      const before = (await buyer.get(ACCOUNT_API)).json() as { verified: boolean; orders: unknown[] };
      expect(before).toMatchObject({ verified: false, orders: [] });

      const verified = shopper(world.app, world.host);
      // A fresh account on another address proves the order list is per address.
      const other = address();
      await verifiedUser(world.app, db(), world.websiteId, verified, other);
      await add(verified, socks, 3);
      expect((await verified.checkout({ email: other })).statusCode).toBe(200);
      await signInAs(verified, other);
      const account = (await verified.get(ACCOUNT_API)).json() as {
        verified: boolean;
        orders: { orderNumber: number; grandTotal: { currency: string } }[];
      };
      expect(account.verified).toBe(true);
      expect(account.orders).toHaveLength(1);
      expect(account.orders[0]?.grandTotal.currency).toBe('USD');
      const page = await verified.get('/account/orders');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(`Order #${account.orders[0]?.orderNumber}`);
      expect(page.body).toContain('Being prepared');
      expect((await verified.get('/account')).body).toContain('type="submit">Sign out</button>');
    });
  });
});
