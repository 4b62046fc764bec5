import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createProduct,
  insertProductReview,
  listProductReviews,
  newId,
  updateWebsite,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { crumbFor, visitor } from '../testing/visitor.js';
import { REVIEW_POST_LIMIT } from './public-routes.js';
import { REVIEW_TEXTS } from './texts.js';

let calls = 0;
/** A different address per call: posts are rate-limited per website and address. */
const nextAddress = () => `10.1.${Math.floor(++calls / 250)}.${calls % 250}`;

async function seedShop(db: Executor, websiteId: string) {
  const shop = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = (urlId: string, publishState: 'published' | 'draft' = 'published') =>
    createProduct(db, websiteId, {
      item: { collectionId: shop.id, title: urlId, urlId, publishState },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `S-${newId()}`, price: 3800, currency: 'USD', qtyInStock: 4 }],
    });
  return { mug: await product('mug'), draft: await product('draft', 'draft') };
}

const VALID = {
  rating: 4,
  title: 'Lovely',
  body: 'Holds heat <well>.',
  authorName: 'Ada',
  authorEmail: 'ada@example.org',
};

eachDialect('product reviews', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    shop = await seedShop(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const url = (itemId: string) => `/api/commerce/products/${itemId}/reviews`;
  const post = (itemId: string, payload: object, headers: Record<string, string> = {}, to = site) =>
    visitor(app, to.host).json('POST', url(itemId), payload, {
      remoteAddress: nextAddress(),
      headers,
    });
  const plainForm = (itemId: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: url(itemId),
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
  const reviewsOf = async (websiteId: string) =>
    (await listProductReviews(getDb().db, websiteId, {}, { offset: 0, limit: 100 })).reviews;

  describe('a visitor’s review', () => {
    it('is stored as pending and thanked for', async () => {
      const res = await post(shop.mug.item_id, { ...VALID, authorEmail: ' Ada@Example.org ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ submitted: true, message: REVIEW_TEXTS.thanks });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await reviewsOf(site.website.id)).toContainEqual(
        expect.objectContaining({ status: 'pending', rating: 4, author_email: 'ada@example.org' }),
      );
    });

    it('answers each refused field with its message', async () => {
      const res = await post(shop.mug.item_id, {
        rating: 6,
        title: 'x'.repeat(121),
        body: '  ',
        authorName: '',
        authorEmail: 'ada@',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        errors: {
          rating: REVIEW_TEXTS.ratingMissing,
          title: REVIEW_TEXTS.tooLong,
          body: REVIEW_TEXTS.bodyMissing,
          authorName: REVIEW_TEXTS.nameMissing,
          authorEmail: REVIEW_TEXTS.emailInvalid,
        },
      });
      for (const rating of [0, 2.5, '3.5', 'five']) {
        expect((await post(shop.mug.item_id, { ...VALID, rating })).statusCode, String(rating)).toBe(400);
      }
    });

    it('needs the crumb: no cookie, or a missing or wrong echo, is refused with crumbFail', async () => {
      const noCookie = await post(shop.mug.item_id, VALID, { cookie: '' });
      expect(noCookie.statusCode).toBe(403);
      expect(noCookie.json()).toMatchObject({ code: 'crumb-missing', crumbFail: true });
      const wrong = await post(shop.mug.item_id, VALID, { 'x-csrf-token': 'someoneelsescrumb00000001' });
      expect(wrong.json()).toMatchObject({ code: 'crumb-mismatch', crumbFail: true });
      const forged = await plainForm(
        shop.mug.item_id,
        { ...VALID, rating: '5' },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(forged.statusCode).toBe(303);
      expect(forged.headers.location).toBe('/shop/p/mug?review=crumb-mismatch#review-notice');
    });

    it('is refused for a draft, an unknown id and another website’s product', async () => {
      const other = await seedSite(getDb().db);
      const theirs = await seedShop(getDb().db, other.website.id);
      for (const itemId of [shop.draft.item_id, newId(), theirs.mug.item_id]) {
        expect((await post(itemId, VALID)).statusCode, itemId).toBe(404);
      }
      expect(await reviewsOf(other.website.id)).toEqual([]);
      expect((await post(newId().slice(0, 10), VALID)).statusCode).toBe(400);
    });

    it(`is limited to ${REVIEW_POST_LIMIT.max} a minute per address, and capped in size`, async () => {
      const reviewer = visitor(app, site.host);
      const send = () => reviewer.json('POST', url(shop.mug.item_id), VALID, { remoteAddress: '10.9.9.9' });
      const statuses: number[] = [];
      for (let i = 0; i <= REVIEW_POST_LIMIT.max; i += 1) statuses.push((await send()).statusCode);
      expect(statuses).toEqual([...Array<number>(REVIEW_POST_LIMIT.max).fill(200), 429]);
      expect((await send()).json()).toMatchObject({ error: 'Please try again in a few seconds.' });
      const huge = await post(shop.mug.item_id, { ...VALID, body: 'x'.repeat(20_000) });
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('on the product page', () => {
    it('shows the published reviews escaped, the average and the form; a plain post comes back thanked', async () => {
      const db = getDb().db;
      const published = { ...VALID, itemId: shop.mug.item_id, status: 'published' as const };
      await insertProductReview(db, site.website.id, { ...published, rating: 5, title: '<b>Best</b>' });
      await insertProductReview(db, site.website.id, published);
      const page = await app.inject({ url: '/shop/p/mug', headers: { host: site.host } });
      expect(page.body).toContain('4.5 out of 5 stars, 2 reviews');
      expect(page.body).toContain('&lt;b&gt;Best&lt;/b&gt;');
      expect(page.body).toContain('Holds heat &lt;well&gt;.');
      expect(page.body).not.toContain('ada@example.org');
      expect(page.body).toContain(`action="/api/commerce/products/${shop.mug.item_id}/reviews"`);
      expect(page.headers['cache-control']).not.toContain('no-store');

      const done = await plainForm(shop.mug.item_id, { ...VALID, rating: '5', crumb: '' });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/shop/p/mug?review=submitted#review-notice');
      const back = await app.inject({ url: '/shop/p/mug?review=submitted', headers: { host: site.host } });
      expect(back.body).toContain(
        `<p id="review-notice" class="review-notice" role="status">${REVIEW_TEXTS.thanks}</p>`,
      );
      expect(back.headers['cache-control']).toBe('private, no-store');
      const invalid = await plainForm(shop.mug.item_id, { ...VALID, rating: '' });
      expect(invalid.headers.location).toBe('/shop/p/mug?review=invalid#review-notice');
    });

    it('shows nothing of reviews when the site hides them', async () => {
      const hidden = await seedSite(getDb().db);
      await seedShop(getDb().db, hidden.website.id);
      await updateWebsite(getDb().db, hidden.website.id, {
        settings: { ...hidden.website.settings, productReviewsDisplay: 'hidden' },
      });
      const page = await app.inject({ url: '/shop/p/mug', headers: { host: hidden.host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('id="product-reviews"');
      const json = await app.inject({ url: '/shop/p/mug?format=json', headers: { host: hidden.host } });
      expect(json.json()).not.toHaveProperty('productReviews');
    });
  });

  describe('the owner’s moderation', () => {
    it('lists by status a page at a time, publishes, rejects and deletes', async () => {
      const owner = await seedSite(getDb().db);
      const { mug } = await seedShop(getDb().db, owner.website.id);
      const auth = await signIn(app, owner);
      const add = (rating: number, now: number) =>
        insertProductReview(getDb().db, owner.website.id, { ...VALID, itemId: mug.item_id, rating, now });
      const [older, newer] = [await add(2, 1000), await add(5, 2000)];
      const call = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
        app.inject({ method, url: `/api/admin/commerce/reviews${path}`, headers: auth.headers });

      const first = await call('GET', '?status=pending&pageSize=1');
      expect(first.json()).toMatchObject({
        total: 2,
        page: 1,
        pageSize: 1,
        reviews: [{ id: newer.id, productName: 'mug' }],
      });
      expect((await call('GET', '?status=pending&pageSize=1&page=2')).json().reviews[0].id).toBe(older.id);
      expect((await call('GET', '?status=spam')).statusCode).toBe(400);

      expect((await call('POST', `/${newer.id}/publish`)).json().review.status).toBe('published');
      expect((await call('POST', `/${older.id}/reject`)).json().review.status).toBe('rejected');
      const page = await app.inject({ url: '/shop/p/mug?format=json', headers: { host: owner.host } });
      expect(page.json().productReviews).toMatchObject({ average: 5, count: 1, items: [{ id: newer.id }] });

      expect((await call('DELETE', `/${older.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/${older.id}`)).statusCode).toBe(404);
      expect((await call('GET', '')).json().total).toBe(1);
    });

    it('is refused to signed-out callers, to roles without commerce.reviews and without the CSRF token', async () => {
      const editorSite = await seedSite(getDb().db, 4);
      const editor = await signIn(app, editorSite);
      const list = await app.inject({ url: '/api/admin/commerce/reviews', headers: editor.headers });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ code: 'forbidden' });
      const anonymous = await app.inject({
        url: '/api/admin/commerce/reviews',
        headers: { host: site.host },
      });
      expect(anonymous.statusCode).toBe(401);
      const admin = await signIn(app, site);
      const [review] = await reviewsOf(site.website.id);
      const noToken = await app.inject({
        method: 'POST',
        url: `/api/admin/commerce/reviews/${review?.id}/publish`,
        headers: { host: site.host, cookie: admin.cookie },
      });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toMatchObject({ code: 'csrf-invalid' });
    });
  });
});
