import { eachDialect } from '@tessera/db/testing';
import {
  findOpenCartBySiteUser,
  findOrder,
  findSiteUserByEmail,
  listCartEntryViews,
  updateCartEntry,
} from '@tessera/db';
import { SITE_COOKIES } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper, type Shopper } from '../checkout/testing/shopper.js';
import { ADDRESSES_API } from './account-routes.js';
import { ACCOUNT_API, LOCALE_API, XSRF_TOKEN_API } from './routes.js';
import { signInAs, signUpAs, verifiedUser } from './testing/account.js';

const HOME = {
  name: 'Grace Hopper',
  line1: '7 Compiler Way',
  line2: '',
  city: 'Arlington',
  region: 'VA',
  postalCode: '22201',
  country: 'US',
  phone: '',
};

interface CheckoutRead {
  checkout: { email: string | null; shippingAddress: Record<string, string> | null } | null;
}

eachDialect('checkout and the cart for a signed-in shopper', (getDb) => {
  let world: CheckoutSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;
  const address = () => `pay${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const socks = () => skuOf(world.store.socks, { Size: 'M' });
  const mug = () => skuOf(world.store.mug, {});
  const signedIn = async (v: Shopper, email: string) =>
    ((await signInAs(v, email)).json() as { xsrfToken: string }).xsrfToken;

  it("pre-fills an untouched checkout with the account's e-mail, name and default address", async () => {
    const email = address();
    const v = shopper(world.app, world.host);
    await signUpAs(v, email, 'Grace Hopper');
    const xsrf = await signedIn(v, email);
    await v.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
    const plain = (await v.get('/api/commerce/checkout')).json() as CheckoutRead;
    expect(plain.checkout).toMatchObject({ email, shippingAddress: { name: 'Grace Hopper', line1: '' } });

    await v.json(
      'POST',
      ADDRESSES_API,
      { ...HOME, isDefault: true },
      { headers: { 'x-siteuser-xsrf-token': xsrf } },
    );
    const filled = (await v.get('/api/commerce/checkout')).json() as CheckoutRead;
    expect(filled.checkout).toMatchObject({ email, shippingAddress: HOME });
    const page = await v.get('/checkout');
    expect(page.body).toContain('value="7 Compiler Way"');
    expect(page.body).toContain(`value="${email}"`);

    // What the shopper saves wins; a signed-out visitor gets nothing of anyone's.
    expect((await v.details({ email: 'other@example.com' })).statusCode).toBe(200);
    const saved = (await v.get('/api/commerce/checkout')).json() as CheckoutRead;
    expect(saved.checkout?.email).toBe('other@example.com');
    const stranger = shopper(world.app, world.host);
    await stranger.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
    const theirs = (await stranger.get('/api/commerce/checkout')).json() as CheckoutRead;
    expect(theirs.checkout).toMatchObject({ email: null, shippingAddress: null });
  });

  it('stores an order placed signed in on the account, whatever address was typed', async () => {
    const email = address();
    const v = shopper(world.app, world.host);
    await signUpAs(v, email);
    await signedIn(v, email);
    await v.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
    const placed = await v.checkout({ email: 'gift-for-a-friend@example.com' });
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json() as { order: { id: string } }).order.id;
    const user = await findSiteUserByEmail(db(), world.websiteId, email);
    expect((await findOrder(db(), world.websiteId, orderId))?.site_user_id).toBe(user?.id);
    // Unverified, yet the order is the account's: it was placed signed in.
    const account = (await v.get(ACCOUNT_API)).json() as {
      verified: boolean;
      orders: { orderNumber: number }[];
    };
    expect(account.verified).toBe(false);
    expect(account.orders).toHaveLength(1);

    // An order placed signed out with the account's verified address shows too; another's does not.
    const verifiedEmail = address();
    const buyer = shopper(world.app, world.host);
    await verifiedUser(world.app, db(), world.websiteId, buyer, verifiedEmail);
    await buyer.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
    expect((await buyer.checkout({ email: verifiedEmail })).statusCode).toBe(200);
    await signedIn(buyer, verifiedEmail);
    expect(((await buyer.get(ACCOUNT_API)).json() as { orders: unknown[] }).orders).toHaveLength(1);
  });

  it('checks the merged lines again at sign-in: nothing lost, new prices and stock told', async () => {
    const email = address();
    const phone = shopper(world.app, world.host);
    await signUpAs(phone, email);
    await signedIn(phone, email);
    expect((await phone.add({ itemId: world.store.mug.item_id, sku: mug(), quantity: 2 })).statusCode).toBe(
      200,
    );

    const laptop = shopper(world.app, world.host);
    await laptop.add({ itemId: world.store.mug.item_id, sku: mug(), quantity: 2 });
    await laptop.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
    // The socks were added when they cost $4.00; they cost $5.00 now.
    const visitorCart = (await laptop.cart()).json() as {
      id: string;
      entries: { id: string; chosenVariant: { sku: string } }[];
    };
    const socksLine = visitorCart.entries.find((e) => e.chosenVariant.sku === socks());
    await updateCartEntry(db(), world.websiteId, visitorCart.id, socksLine?.id ?? '', {
      price: { unitPrice: 400, currency: 'USD' },
    });

    const response = await signInAs(laptop, email);
    expect(response.statusCode).toBe(200);
    const user = await findSiteUserByEmail(db(), world.websiteId, email);
    const cart = await findOpenCartBySiteUser(db(), world.websiteId, user?.id ?? '');
    const lines = await listCartEntryViews(db(), world.websiteId, cart?.id ?? '');
    expect(lines.map((l) => [l.sku, l.quantity, l.unit_price])).toEqual([
      [mug(), 4, 1250],
      [socks(), 1, 500],
    ]);
    const notice = laptop.cookies.get(SITE_COOKIES.cartNotice) ?? '';
    const told = decodeURIComponent(notice);
    expect(told).toContain("The cart from before you signed in was added to your account's cart.");
    expect(told).toContain('Socks now costs $5.00.');
    // The mug's words are core's add-to-cart refusal for more than the stock.
    const refused = await phone.add({ itemId: world.store.mug.item_id, sku: mug(), quantity: 1 });
    expect(told).toContain(`Mug: ${(refused.json() as { error: string }).error}`);
    expect((await laptop.get('/cart')).body).toContain('Socks now costs $5.00.');
  });

  it("answers the session's XSRF token again, so a client with an outdated one can retry", async () => {
    const email = address();
    const v = shopper(world.app, world.host);
    await signUpAs(v, email);
    expect((await v.get(XSRF_TOKEN_API)).statusCode).toBe(401);
    const first = await signedIn(v, email);
    const read = await v.get(XSRF_TOKEN_API);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toEqual({ xsrfToken: first });
    // Signing in again rotates the session: the old token is refused as expired, the fresh one works.
    await signedIn(v, email);
    const locale = (token: string) =>
      v.json('POST', LOCALE_API, { language: 'en-US' }, { headers: { 'x-siteuser-xsrf-token': token } });
    const stale = await locale(first);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'site-user-xsrf-invalid' });
    const fresh = ((await v.get(XSRF_TOKEN_API)).json() as { xsrfToken: string }).xsrfToken;
    expect((await locale(fresh)).statusCode).toBe(204);
  });

  describe('a merge with nothing to tell', () => {
    it('leaves no notice', async () => {
      const email = address();
      const phone = shopper(world.app, world.host);
      await signUpAs(phone, email);
      await signedIn(phone, email);
      await phone.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
      const laptop = shopper(world.app, world.host);
      await laptop.add({ itemId: world.store.socks.item_id, sku: socks(), quantity: 1 });
      await signInAs(laptop, email);
      expect(laptop.cookies.has(SITE_COOKIES.cartNotice)).toBe(false);
      expect(((await laptop.cart()).json() as { entries: { quantity: number }[] }).entries).toMatchObject([
        { quantity: 2 },
      ]);
    });
  });
});
