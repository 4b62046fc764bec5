import { eachDialect } from '@tessera/db/testing';
import {
  findOpenCartBySiteUser,
  findSiteUserByEmail,
  insertCheckoutPayment,
  type Executor,
} from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { ADDRESS, shopper, type Shopper } from '../checkout/testing/shopper.js';
import { ADDRESSES_API } from './account-routes.js';
import { seedSite, type SeededSite } from '../testing/harness.js';
import { PASSWORD_MESSAGES } from './password-rules.js';
import {
  ACCOUNT_API,
  CHANGE_EMAIL_API,
  CHANGE_PASSWORD_API,
  DELETE_ACCOUNT_API,
  DELETE_CONFIRM_MESSAGE,
} from './routes.js';
import { CURRENT_PASSWORD_WRONG, EMAIL_CHANGE_MESSAGE, SAME_EMAIL_MESSAGE } from './service.js';
import {
  deliveredMail,
  GOOD_PASSWORD,
  linkFromMail,
  signInAs,
  signUpAs,
  verifiedUser,
} from './testing/account.js';

const NEW_PASSWORD = 'amber quarry listens slowly';

async function countRows(
  db: Executor,
  table: 'site_user_sessions' | 'orders' | 'site_user_addresses' | 'carts' | 'checkout_payments',
  column: string,
  value: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A checkout payment the account started (as a provider's intent is recorded). */
async function startedPayment(db: Executor, websiteId: string, siteUserId: string) {
  await insertCheckoutPayment(db, websiteId, {
    provider: 'stripe',
    paymentId: 'pi_deleted_account',
    cartId: 'cart-deleted-account',
    buyerIdentity: 'account',
    siteUserId,
    idempotencyKey: 'key-deleted-account',
    amount: 1000,
    currency: 'USD',
    heldStock: [],
    holdExpiresAt: 0,
  });
}

eachDialect('site users change their password and delete their account', (getDb) => {
  let world: CheckoutSite;
  let other: SeededSite;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
    other = await seedSite(getDb().db);
  });
  afterAll(async () => world.app.close());
  const db = () => getDb().db;
  let n = 0;
  const address = () => `changer${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** A signed-up shopper signed in on this device; returns the XSRF token. */
  async function signedIn(v: Shopper, email: string): Promise<string> {
    const response = await signInAs(v, email);
    if (response.statusCode !== 200) throw new Error(`sign-in refused: ${response.body}`);
    return (response.json() as { xsrfToken: string }).xsrfToken;
  }
  const post = (v: Shopper, url: string, body: Record<string, unknown>, xsrf: string) =>
    v.json('POST', url, body, { headers: { 'x-siteuser-xsrf-token': xsrf } });

  describe('change password', () => {
    it('sets the new password and ends every other session, keeping this one', async () => {
      const email = address();
      const phone = shopper(world.app, world.host);
      const laptop = shopper(world.app, world.host);
      await signUpAs(phone, email);
      const xsrf = await signedIn(phone, email);
      await signedIn(laptop, email);
      const user = await findSiteUserByEmail(db(), world.websiteId, email);
      expect(await countRows(db(), 'site_user_sessions', 'site_user_id', user?.id ?? '')).toBe(2);

      const changed = await post(
        phone,
        CHANGE_PASSWORD_API,
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
        xsrf,
      );
      expect(changed.statusCode).toBe(204);
      expect((await phone.get(ACCOUNT_API)).statusCode).toBe(200);
      expect((await laptop.get(ACCOUNT_API)).statusCode).toBe(401);
      expect(await countRows(db(), 'site_user_sessions', 'site_user_id', user?.id ?? '')).toBe(1);
      expect((await signInAs(shopper(world.app, world.host), email)).statusCode).toBe(401);
      expect((await signInAs(shopper(world.app, world.host), email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password and a weak new one, leaving the password as it was', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const wrong = await post(
        v,
        CHANGE_PASSWORD_API,
        { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
        xsrf,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
      const weak = await post(
        v,
        CHANGE_PASSWORD_API,
        { currentPassword: GOOD_PASSWORD, newPassword: 'password123' },
        xsrf,
      );
      expect(weak.json()).toMatchObject({ errors: { newPassword: PASSWORD_MESSAGES.tooWeak } });
      expect((await signInAs(shopper(world.app, world.host), email)).statusCode).toBe(200);
    });

    it('locks out after repeated wrong current passwords, like sign-in', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const guess = () =>
        post(
          v,
          CHANGE_PASSWORD_API,
          { currentPassword: 'a wrong guess here', newPassword: NEW_PASSWORD },
          xsrf,
        );
      for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
      const locked = await post(
        v,
        CHANGE_PASSWORD_API,
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
        xsrf,
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'site-user-locked' });
    });

    it('needs the XSRF token and a session of this website', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      await signedIn(v, email);
      const body = { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD };
      expect((await v.json('POST', CHANGE_PASSWORD_API, body)).statusCode).toBe(403);
      // The same cookies on another website's host are nobody there.
      const elsewhere = await world.app.inject({
        method: 'POST',
        url: CHANGE_PASSWORD_API,
        headers: { host: other.host, cookie: v.cookieHeader() },
        payload: body,
      });
      expect(elsewhere.statusCode).toBe(401);
      expect((await signInAs(shopper(world.app, world.host), email)).statusCode).toBe(200);
    });

    it('answers the plain account form with a redirect that shows the outcome', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrfToken = await signedIn(v, email);
      const wrong = await v.form(CHANGE_PASSWORD_API, {
        currentPassword: 'wrong wrong wrong',
        newPassword: NEW_PASSWORD,
        xsrfToken,
      });
      expect(wrong.statusCode).toBe(303);
      expect(wrong.headers.location).toBe(
        `/account?error=${encodeURIComponent(CURRENT_PASSWORD_WRONG).replace(/%20/g, '+')}`,
      );
      const done = await v.form(CHANGE_PASSWORD_API, {
        currentPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
        xsrfToken,
      });
      expect(done.headers.location).toBe('/account?passwordChanged=1');
      expect((await v.get('/account?passwordChanged=1')).body).toContain('Your password is changed.');
    });
  });

  describe('change email', () => {
    const CONFIRM_PATH = '/account/confirm-email?token=';
    const mailsTo = async (to: string) =>
      (await deliveredMail(db(), world.websiteId)).filter((m) => m.to_address === to).map((m) => m.subject);

    it('keeps the old address until the single-use link mailed to the new one is opened, and tells the old one', async () => {
      const email = address();
      const next = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const tablet = shopper(world.app, world.host);
      await signedIn(tablet, email);
      const asked = await post(
        v,
        CHANGE_EMAIL_API,
        { currentPassword: GOOD_PASSWORD, newEmail: next.toUpperCase() },
        xsrf,
      );
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: EMAIL_CHANGE_MESSAGE });
      expect((await findSiteUserByEmail(db(), world.websiteId, email))?.email).toBe(email);
      expect(await findSiteUserByEmail(db(), world.websiteId, next)).toBeUndefined();
      expect(await mailsTo(email)).toContain(`Email change requested for ${world.site.website.title}`);

      const link = await linkFromMail(db(), world.websiteId, next, CONFIRM_PATH);
      const confirmed = await v.get(`${link.pathname}${link.search}`);
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/account?emailChanged=1');
      const moved = await findSiteUserByEmail(db(), world.websiteId, next);
      expect(moved?.verified_at).not.toBeNull();
      expect(await findSiteUserByEmail(db(), world.websiteId, email)).toBeUndefined();
      expect(((await v.get(ACCOUNT_API)).json() as { email: string }).email).toBe(next);
      // Every other session ended with the change; the browser that opened the link stays signed in.
      expect((await tablet.get(ACCOUNT_API)).statusCode).toBe(401);
      expect(await countRows(db(), 'site_user_sessions', 'site_user_id', moved?.id ?? '')).toBe(1);

      const reused = await v.get(`${link.pathname}${link.search}`);
      expect(reused.statusCode).toBe(400);
      expect(reused.body).toContain('This link has expired or has already been used.');
      expect((await signInAs(shopper(world.app, world.host), next)).statusCode).toBe(200);
      expect((await signInAs(shopper(world.app, world.host), email)).statusCode).toBe(401);
    });

    it('refuses a wrong current password or the same address, and mails nothing', async () => {
      const email = address();
      const next = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const wrong = await post(
        v,
        CHANGE_EMAIL_API,
        { currentPassword: 'not the password', newEmail: next },
        xsrf,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
      const same = await post(v, CHANGE_EMAIL_API, { currentPassword: GOOD_PASSWORD, newEmail: email }, xsrf);
      expect(same.json()).toMatchObject({ errors: { newEmail: SAME_EMAIL_MESSAGE } });
      expect(await mailsTo(next)).toEqual([]);
      expect(
        (await v.json('POST', CHANGE_EMAIL_API, { currentPassword: GOOD_PASSWORD, newEmail: next }))
          .statusCode,
      ).toBe(403);
    });

    it('answers a taken address like a free one, without moving anything', async () => {
      const email = address();
      const taken = address();
      await signUpAs(shopper(world.app, world.host), taken);
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const asked = await post(
        v,
        CHANGE_EMAIL_API,
        { currentPassword: GOOD_PASSWORD, newEmail: taken },
        xsrf,
      );
      expect(asked.json()).toEqual({ message: EMAIL_CHANGE_MESSAGE });
      expect(await mailsTo(taken)).toContain(`Your account at ${world.site.website.title}`);
      expect((await findSiteUserByEmail(db(), world.websiteId, email))?.email).toBe(email);
    });

    it('refuses an expired link, and a link opened on another website', async () => {
      const email = address();
      const next = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      await post(v, CHANGE_EMAIL_API, { currentPassword: GOOD_PASSWORD, newEmail: next }, xsrf);
      const link = await linkFromMail(db(), world.websiteId, next, CONFIRM_PATH);
      const elsewhere = await shopper(world.app, other.host).get(`${link.pathname}${link.search}`);
      expect(elsewhere.statusCode).toBe(400);
      getDb().clock.advance(48 * 3_600_000 + 1000);
      const late = await v.get(`${link.pathname}${link.search}`);
      expect(late.statusCode).toBe(400);
      expect((await findSiteUserByEmail(db(), world.websiteId, email))?.email).toBe(email);
    });
  });

  describe('delete account', () => {
    it('removes the personal data and every session, and keeps the orders with their own details', async () => {
      const email = address();
      const buyer = shopper(world.app, world.host);
      await verifiedUser(world.app, db(), world.websiteId, buyer, email);
      await buyer.add({
        itemId: world.store.socks.item_id,
        sku: skuOf(world.store.socks, { Size: 'S' }),
        quantity: 1,
      });
      expect((await buyer.checkout({ email })).statusCode).toBe(200);
      const xsrf = await signedIn(buyer, email);
      // A second order, placed signed in: stored on the account.
      await buyer.add({
        itemId: world.store.socks.item_id,
        sku: skuOf(world.store.socks, { Size: 'S' }),
        quantity: 1,
      });
      expect((await buyer.checkout({ email })).statusCode).toBe(200);
      await buyer.add({
        itemId: world.store.socks.item_id,
        sku: skuOf(world.store.socks, { Size: 'S' }),
        quantity: 2,
      });
      await post(buyer, ADDRESSES_API, ADDRESS, xsrf);
      const laptop = shopper(world.app, world.host);
      await signedIn(laptop, email);
      const user = await findSiteUserByEmail(db(), world.websiteId, email);
      expect(await findOpenCartBySiteUser(db(), world.websiteId, user?.id ?? '')).toBeDefined();
      // The cart bought signed in, and the open one.
      expect(await countRows(db(), 'carts', 'site_user_id', user?.id ?? '')).toBe(2);
      await startedPayment(db(), world.websiteId, user?.id ?? '');

      const deleted = await post(
        buyer,
        DELETE_ACCOUNT_API,
        { currentPassword: GOOD_PASSWORD, confirm: true },
        xsrf,
      );
      expect(deleted.statusCode).toBe(204);
      expect(await findSiteUserByEmail(db(), world.websiteId, email)).toBeUndefined();
      expect(await findOpenCartBySiteUser(db(), world.websiteId, user?.id ?? '')).toBeUndefined();
      expect(await countRows(db(), 'site_user_sessions', 'site_user_id', user?.id ?? '')).toBe(0);
      // No cart, bought or open, and no checkout payment names the deleted account any more.
      expect(await countRows(db(), 'carts', 'site_user_id', user?.id ?? '')).toBe(0);
      expect(await countRows(db(), 'checkout_payments', 'site_user_id', user?.id ?? '')).toBe(0);
      expect(await countRows(db(), 'checkout_payments', 'payment_id', 'pi_deleted_account')).toBe(1);
      // Both orders stay, with their own copy of the details; none names the deleted account.
      expect(await countRows(db(), 'orders', 'email_key', email)).toBe(2);
      expect(await countRows(db(), 'orders', 'site_user_id', user?.id ?? '')).toBe(0);
      expect(await countRows(db(), 'site_user_addresses', 'site_user_id', user?.id ?? '')).toBe(0);
      expect((await buyer.get(ACCOUNT_API)).statusCode).toBe(401);
      expect((await laptop.get(ACCOUNT_API)).statusCode).toBe(401);
      expect((await signInAs(shopper(world.app, world.host), email)).statusCode).toBe(401);
      // The address is free again: a new account starts with no history.
      expect((await signUpAs(shopper(world.app, world.host), email)).statusCode).toBe(200);
    });

    it('refuses a wrong password or a missing confirmation, and deletes nothing', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrf = await signedIn(v, email);
      const wrong = await post(
        v,
        DELETE_ACCOUNT_API,
        { currentPassword: 'not it at all', confirm: true },
        xsrf,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
      const unconfirmed = await post(v, DELETE_ACCOUNT_API, { currentPassword: GOOD_PASSWORD }, xsrf);
      expect(unconfirmed.json()).toMatchObject({ errors: { confirm: DELETE_CONFIRM_MESSAGE } });
      expect(await findSiteUserByEmail(db(), world.websiteId, email)).toBeDefined();
      expect((await v.get(ACCOUNT_API)).statusCode).toBe(200);
    });

    it('deletes only the account of the session, never one on another website with the same address', async () => {
      const email = address();
      const here = shopper(world.app, world.host);
      const there = shopper(world.app, other.host);
      await signUpAs(here, email);
      await signUpAs(there, email);
      const xsrf = await signedIn(here, email);
      const again = await post(
        here,
        DELETE_ACCOUNT_API,
        { currentPassword: GOOD_PASSWORD, confirm: true },
        xsrf,
      );
      expect(again.statusCode).toBe(204);
      expect(await findSiteUserByEmail(db(), world.websiteId, email)).toBeUndefined();
      expect(await findSiteUserByEmail(db(), other.website.id, email)).toBeDefined();
      // Retrying with the ended session changes nothing more.
      const retry = await post(
        here,
        DELETE_ACCOUNT_API,
        { currentPassword: GOOD_PASSWORD, confirm: true },
        xsrf,
      );
      expect(retry.statusCode).toBe(401);
      expect(await findSiteUserByEmail(db(), other.website.id, email)).toBeDefined();
    });

    it('sends the plain form back to sign-in with a notice', async () => {
      const email = address();
      const v = shopper(world.app, world.host);
      await signUpAs(v, email);
      const xsrfToken = await signedIn(v, email);
      const done = await v.form(DELETE_ACCOUNT_API, {
        currentPassword: GOOD_PASSWORD,
        confirm: 'true',
        xsrfToken,
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/account/login?deleted=1');
      expect(v.cookies.has('ts_site_user')).toBe(false);
      expect((await v.get('/account/login?deleted=1')).body).toContain('Your account is deleted.');
    });
  });
});
