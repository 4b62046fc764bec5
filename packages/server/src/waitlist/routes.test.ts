import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { createCollection, createProduct, listWaitlistSignUps, newId, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { crumbFor, visitor } from '../testing/visitor.js';
import { WAITLIST_PATH } from './routes.js';

let calls = 0;
/** A different address per call: sign-ups are rate-limited per website and address. */
const nextAddress = () => `10.0.${Math.floor(++calls / 250)}.${calls % 250}`;

async function seedShop(db: Executor, websiteId: string) {
  const shop = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = (urlId: string, merchandising: object, qtyInStock = 0) =>
    createProduct(db, websiteId, {
      item: { collectionId: shop.id, title: urlId, urlId, publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      merchandising,
      variants: [
        { sku: `A-${newId()}`, price: 9600, currency: 'USD', qtyInStock, attributes: { Size: 'S' } },
        { sku: `B-${newId()}`, price: 9600, currency: 'USD', qtyInStock, attributes: { Size: 'L' } },
      ],
    });
  const bowl = await product('bowl', {
    restockNotificationsEnabled: true,
    mailingListSignUpEnabled: true,
    restockNotificationMessages: { successMessage: 'We will write when the kiln opens.' },
  });
  const vase = await product('vase', { restockNotificationsEnabled: true });
  const closed = await product('closed', {});
  return { bowl, vase, closed };
}

eachDialect('waitlist sign-ups', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    shop = await seedShop(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const signUp = (payload: object, headers: Record<string, string> = {}) =>
    visitor(app, site.host).json('POST', WAITLIST_PATH, payload, {
      remoteAddress: nextAddress(),
      headers,
    });
  const plainForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: WAITLIST_PATH,
      remoteAddress: nextAddress(),
      headers: {
        host: site.host,
        cookie: `crumb=${crumbFor(site.host)}`,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const signUps = (productId: string) => listWaitlistSignUps(getDb().db, site.website.id, productId);

  describe('as a JSON call', () => {
    it('stores the sign-up once, however often it is sent, and answers with the product’s success text', async () => {
      const [variant] = shop.bowl.variants;
      const body = {
        productId: shop.bowl.item_id,
        variantId: variant?.id,
        siteVisitorEmail: ' Ada@Example.org ',
        isJoinMailingList: true,
        recaptchaEnterpriseV3Token: null,
        language: 'en-US',
      };
      const first = await signUp(body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ signedUp: true, message: 'We will write when the kiln opens.' });
      expect(first.headers['cache-control']).toBe('no-store');
      expect((await signUp(body)).statusCode).toBe(200);
      expect(await signUps(shop.bowl.item_id)).toEqual([
        expect.objectContaining({ variant_id: variant?.id, email: 'ada@example.org', join_mailing_list: 1 }),
      ]);
      const whole = await signUp({ productId: shop.vase.item_id, siteVisitorEmail: 'bo@example.org' });
      expect(whole.json()).toEqual({ signedUp: true, message: 'Signed up!' });
      expect(await signUps(shop.vase.item_id)).toEqual([
        expect.objectContaining({ variant_id: '', email: 'bo@example.org', join_mailing_list: 0 }),
      ]);
    });

    it('answers the spec’s texts for a blank or invalid address', async () => {
      for (const [email, code, message] of [
        ['   ', 'waitlist-email-blank', 'Email cannot be blank'],
        [undefined, 'waitlist-email-blank', 'Email cannot be blank'],
        ['ada@', 'waitlist-email-invalid', 'Email is invalid'],
        ['a@b', 'waitlist-email-invalid', 'Email is invalid'],
        [`${'a'.repeat(250)}@example.org`, 'waitlist-email-invalid', 'Email is invalid'],
      ] as const) {
        const res = await signUp({ productId: shop.vase.item_id, siteVisitorEmail: email });
        expect(res.statusCode, String(email)).toBe(400);
        expect(res.json()).toMatchObject({ code, error: message, errors: { siteVisitorEmail: message } });
      }
    });

    it('refuses products without waitlist sign-up, unknown or foreign variants and products of other websites', async () => {
      const other = await seedSite(getDb().db);
      const theirs = await seedShop(getDb().db, other.website.id);
      for (const body of [
        { productId: shop.closed.item_id },
        { productId: 'nope' },
        { productId: shop.bowl.item_id, variantId: shop.vase.variants[0]?.id },
        { productId: theirs.bowl.item_id },
      ]) {
        const res = await signUp({ ...body, siteVisitorEmail: 'x@example.org' });
        expect(res.statusCode, JSON.stringify(body)).toBe(404);
      }
      expect(await listWaitlistSignUps(getDb().db, other.website.id, theirs.bowl.item_id)).toEqual([]);
    });

    it('limits each visitor to 10 sign-ups a minute', async () => {
      const body = { productId: shop.vase.item_id, siteVisitorEmail: 'f@example.org' };
      const shopper = visitor(app, site.host);
      const send = () => shopper.json('POST', WAITLIST_PATH, body, { remoteAddress: '192.0.2.77' });
      for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'Please try again in a few seconds.' });
    });

    it('needs the crumb cookie and its echo', async () => {
      const body = { productId: shop.vase.item_id, siteVisitorEmail: 'c@example.org' };
      expect((await signUp(body, { cookie: '' })).json()).toMatchObject({ code: 'crumb-missing' });
      expect((await signUp(body, { 'x-csrf-token': 'wrong' })).json()).toMatchObject({
        code: 'crumb-mismatch',
      });
    });
  });

  describe('as a plain form (no JavaScript)', () => {
    it('goes back to the product page, which shows the outcome and is never stored', async () => {
      const done = await plainForm({
        productId: shop.bowl.item_id,
        siteVisitorEmail: 'd@example.org',
        isJoinMailingList: 'true',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/shop/p/bowl?waitlist=signed-up#waitlist-notice');
      const page = await app.inject({
        url: '/shop/p/bowl?waitlist=signed-up',
        headers: { host: site.host, cookie: `crumb=${crumbFor(site.host)}` },
      });
      expect(page.body).toMatch(
        /<p id="waitlist-notice" class="ts-waitlist" role="status">We will write when the kiln opens.<\/p>/,
      );
      expect(page.body).not.toContain('name="siteVisitorEmail"');
      expect(page.headers['cache-control']).toBe('private, no-store');
      const bad = await plainForm({ productId: shop.bowl.item_id, siteVisitorEmail: 'nope' });
      expect(bad.headers.location).toBe('/shop/p/bowl?waitlist=email-invalid#waitlist-notice');
      const again = await app.inject({
        url: '/shop/p/bowl?waitlist=email-invalid',
        headers: { host: site.host },
      });
      expect(again.body).toContain('class="waitlist-notice--error" role="status">Email is invalid</p>');
      expect(again.body).toContain('name="siteVisitorEmail"');
      const unknown = await app.inject({
        url: '/shop/p/bowl?waitlist=whatever&format=json',
        headers: { host: site.host },
      });
      expect(unknown.json()).not.toHaveProperty('waitlistNotice');
      expect(await signUps(shop.bowl.item_id)).toContainEqual(
        expect.objectContaining({ email: 'd@example.org', join_mailing_list: 1 }),
      );
    });

    it('refuses a form posted from another site’s page', async () => {
      const forged = await plainForm(
        { productId: shop.vase.item_id, siteVisitorEmail: 'e@example.org' },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(forged.headers.location).toBe('/shop/p/vase?waitlist=crumb-mismatch#waitlist-notice');
      expect((await signUps(shop.vase.item_id)).map((r) => r.email)).not.toContain('e@example.org');
    });
  });
});
