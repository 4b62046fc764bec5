import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { createCollection, createMailingList, createProduct, newId, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_ADD_LIMIT } from '../cart/index.js';
import { createTestForm } from '../forms/testing/form-fixtures.js';
import { REVIEW_POST_LIMIT } from '../reviews/index.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { crumbFor } from '../testing/visitor.js';
import { WAITLIST_PATH } from '../waitlist/index.js';

/**
 * G8: every public limit holds at exactly its number for one address, whatever the clients rotate.
 * 20 clients post at once from one address, each request with a crumb and cookies of its own
 * (signed ones: the server issues as many as anyone asks for, so rotating them is easy).
 */
const CLIENTS = 20;
const LOGIN_LIMIT = 7;
const FORM_SAVE_LIMIT = 10;
const WAITLIST_LIMIT = 10;

let addresses = 0;
/** A fresh IPv4 address (TEST-NET-3) for each attack, so attacks never share a counter. */
const freshAddress = () => `203.0.113.${++addresses}`;

type Send = (crumb: string, address: string, n: number) => Promise<LightMyRequestResponse>;

/** `total` requests from one address, spread over CLIENTS concurrent clients, a new crumb each. */
async function attack(host: string, address: string, total: number, send: Send) {
  const answers: LightMyRequestResponse[] = [];
  let next = 0;
  const client = async () => {
    for (let n = next++; n < total; n = next++) answers.push(await send(crumbFor(host), address, n));
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answers;
}

function expectExactly(answers: LightMyRequestResponse[], limit: number, accepted: number[]) {
  const limited = answers.filter((a) => a.statusCode === 429);
  const served = answers.filter((a) => a.statusCode !== 429);
  expect(served).toHaveLength(limit);
  expect([...new Set(served.map((a) => a.statusCode))].filter((s) => !accepted.includes(s))).toEqual([]);
  expect(limited).toHaveLength(answers.length - limit);
  for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

async function seedShop(db: Executor, websiteId: string) {
  const shop = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = (urlId: string, qtyInStock: number, merchandising: object = {}) =>
    createProduct(db, websiteId, {
      item: { collectionId: shop.id, title: urlId, urlId, publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      merchandising,
      variants: [{ sku: `S-${newId()}`, price: 3800, currency: 'USD', qtyInStock }],
    });
  return {
    mug: await product('mug', 100_000),
    bowl: await product('bowl', 0, { restockNotificationsEnabled: true }),
  };
}

eachDialect('public rate limits per address (G8)', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) });
    site = await seedSite(db);
    shop = await seedShop(db, site.website.id);
  });
  afterAll(async () => app.close());

  const json = (url: string, body: object, host = site.host): Send => {
    return (crumb, address) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { host, cookie: `crumb=${crumb}; ts_cart_token=${newId()}`, 'x-csrf-token': crumb },
        payload: body,
      });
  };
  const reviewOf = (itemId: string, host = site.host): Send => {
    return (crumb, address) =>
      json(
        `/api/commerce/products/${itemId}/reviews`,
        { rating: 5, title: 'Fine', body: 'A fine mug.', authorName: 'Ada', authorEmail: 'ada@example.org' },
        host,
      )(crumb, address, 0);
  };

  /** The limit, then another address on the same website served, then the same address elsewhere. */
  async function holds(name: string, limit: number, send: Send, accepted: number[], total = limit + 25) {
    const address = freshAddress();
    expectExactly(await attack(site.host, address, total, send), limit, accepted);
    const other = await send(crumbFor(site.host), freshAddress(), total + 1);
    expect(accepted, `${name}: another address`).toContain(other.statusCode);
  }

  it(`reviews: ${REVIEW_POST_LIMIT.max} a minute`, async () => {
    await holds('reviews', REVIEW_POST_LIMIT.max, reviewOf(shop.mug.item_id), [200]);
  });

  it(`restock sign-ups: ${WAITLIST_LIMIT} a minute`, async () => {
    const signUp: Send = (crumb, address, n) =>
      json(WAITLIST_PATH, { productId: shop.bowl.item_id, siteVisitorEmail: `w${n}@example.org` })(
        crumb,
        address,
        n,
      );
    await holds('restock', WAITLIST_LIMIT, signUp, [200]);
  });

  it(`cart adds: ${CART_ADD_LIMIT.max} a minute`, async () => {
    const add = json('/api/commerce/shopping-cart/entries', {
      itemId: shop.mug.item_id,
      sku: shop.mug.variants[0]?.sku ?? null,
      quantity: 1,
      additionalFields: null,
    });
    await holds('cart', CART_ADD_LIMIT.max, add, [200]);
  });

  it(`form posts (the plain form block): ${FORM_SAVE_LIMIT} a minute`, async () => {
    const form = await createTestForm(db, site.website.id);
    const post: Send = (crumb, address) =>
      app.inject({
        method: 'POST',
        url: `/api/form/submit/${form.id}`,
        remoteAddress: address,
        headers: {
          host: site.host,
          cookie: `crumb=${crumb}`,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
        payload:
          `crumb=${crumb}&fields[name][0]=Ada&fields[name][1]=Lovelace&fields[email]=ada%40example.org` +
          '&fields[message]=Hello&pageTitle=Contact&pagePath=%2Fcontact&contentSource=c',
      });
    await holds('form', FORM_SAVE_LIMIT, post, [303]);
  });

  it(`newsletter sign-ups (SaveFormSubmission): ${FORM_SAVE_LIMIT} a minute, with the forms' 429 text`, async () => {
    const list = await createMailingList(db, site.website.id, `News ${newId()}`);
    if (!list) throw new Error('no mailing list');
    const form = await createTestForm(db, site.website.id, {
      kind: 'newsletter',
      mailingListId: list.id,
      fields: [{ id: 'email', title: 'Email', type: 'email', required: true }],
    });
    // Keys come from addresses of their own: the key route has a limit of its own.
    const keys = await Promise.all(
      Array.from({ length: FORM_SAVE_LIMIT + 26 }, async () => {
        const crumb = crumbFor(site.host);
        const response = await json('/api/form/FormSubmissionKey', {})(crumb, freshAddress(), 0);
        return (response.json() as { key: string }).key;
      }),
    );
    const save: Send = (crumb, address, n) =>
      json('/api/form/SaveFormSubmission', {
        formId: form.id,
        key: keys[n],
        form: JSON.stringify({ email: `n${n}@example.org` }),
        pageTitle: 'News',
        pagePath: '/news',
        contentSource: 'c',
      })(crumb, address, n);
    const address = freshAddress();
    const answers = await attack(site.host, address, FORM_SAVE_LIMIT + 25, save);
    expectExactly(answers, FORM_SAVE_LIMIT, [200]);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toMatchObject({
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    expect((await save(crumbFor(site.host), freshAddress(), FORM_SAVE_LIMIT + 25)).statusCode).toBe(200);
  });

  it(`owner sign-in: ${LOGIN_LIMIT} tries per window`, async () => {
    const login = json('/api/auth/login', { email: site.ownerEmail, password: 'not the password' });
    await holds('sign-in', LOGIN_LIMIT, login, [401]);
  });

  it('counts every address of one IPv6 /64 together, and a neighbouring /64 apart', async () => {
    const fresh = await seedSite(db);
    const theirs = await seedShop(db, fresh.website.id);
    const send = reviewOf(theirs.mug.item_id, fresh.host);
    const answers = await attack(fresh.host, '', REVIEW_POST_LIMIT.max + 15, (crumb, _address, n) =>
      send(crumb, `2001:db8:7:1:${((n * 7919) % 65536).toString(16)}::${n + 1}`, n),
    );
    expectExactly(answers, REVIEW_POST_LIMIT.max, [200]);
    expect((await send(crumbFor(fresh.host), '2001:db8:7:1:ffff:ffff:ffff:ffff', 0)).statusCode).toBe(429);
    expect((await send(crumbFor(fresh.host), '2001:db8:7:2::1', 0)).statusCode).toBe(200);
  });

  it('keeps each website its own counter, and refuses one website’s crumb on another', async () => {
    const first = await seedSite(db);
    const second = await seedSite(db);
    const firstShop = await seedShop(db, first.website.id);
    const secondShop = await seedShop(db, second.website.id);
    const address = freshAddress();
    const onFirst = await attack(
      first.host,
      address,
      REVIEW_POST_LIMIT.max + 5,
      reviewOf(firstShop.mug.item_id, first.host),
    );
    expectExactly(onFirst, REVIEW_POST_LIMIT.max, [200]);
    const onSecond = reviewOf(secondShop.mug.item_id, second.host);
    expect((await onSecond(crumbFor(second.host), address, 0)).statusCode).toBe(200);
    const tossed = await onSecond(crumbFor(first.host), freshAddress(), 0);
    expect(tossed.statusCode).toBe(403);
    expect(tossed.json()).toMatchObject({ code: 'crumb-missing' });
  });
});
