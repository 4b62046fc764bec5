import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  addWaitlistSignUp,
  createCollection,
  createProduct,
  listOutboxMail,
  listWaitlistSignUps,
  newId,
  putCommercePreferences,
  takeStock,
  updateVariant,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import {
  buildTestApp,
  seedSite,
  signIn,
  testConfig,
  type SeededSite,
  type SignedIn,
} from '../testing/harness.js';
import { WAITLIST_PATH } from './routes.js';

const HOUR = 3_600_000;

eachDialect('waitlist owner API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: SignedIn;
  let shopId: string;
  const db = (): Executor => getDb().db;
  const websiteId = () => site.website.id;

  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(db());
    const shop = await createCollection(db(), websiteId(), {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    shopId = shop.id;
  });
  afterAll(async () => app.close());
  // Tests move the clock by hours; each signs in afresh so the session is not idle-expired.
  beforeEach(async () => {
    owner = await signIn(app, site);
  });

  /** A sold-out product with the given sizes, waited for by `waiting` people per size (oldest first). */
  async function soldOut(
    title: string,
    sizes: string[],
    waiting: number,
    type: 1 | 2 = PRODUCT_TYPES.PHYSICAL,
  ) {
    const urlId = `${title.toLowerCase()}-${newId().slice(0, 6)}`;
    const product = await createProduct(db(), websiteId(), {
      item: { collectionId: shopId, title, urlId, publishState: 'published' },
      productType: type,
      merchandising: { restockNotificationsEnabled: true },
      variantOptionOrdering: ['Size'],
      variants: sizes.map((size) => ({
        sku: `${title}-${size}-${newId().slice(0, 6)}`,
        price: 4200,
        currency: 'USD',
        qtyInStock: 0,
        attributes: { Size: size },
      })),
    });
    const emails: string[][] = [];
    for (const variant of product.variants) {
      const list: string[] = [];
      for (let i = 0; i < waiting; i += 1) {
        const email = `${title.toLowerCase()}-${variant.attributes['Size']?.toLowerCase()}-${i}@example.org`;
        await addWaitlistSignUp(db(), websiteId(), {
          productId: product.item_id,
          variantId: variant.id,
          email,
          joinMailingList: i === 0,
          now: getDb().clock.now(),
        });
        getDb().clock.advance(1000);
        list.push(email);
      }
      emails.push(list);
    }
    return { product, urlId, emails };
  }

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, headers = owner.headers) =>
    app.inject({ method, url, headers, ...(body !== undefined && { payload: body as object }) });
  const send = (productId: string, variantId?: string) =>
    call('POST', `${WAITLIST_PATH}/send`, { productId, ...(variantId !== undefined && { variantId }) });
  const setStock = (variantId: string, qtyInStock: number, unlimited = false) =>
    updateVariant(db(), websiteId(), variantId, { qtyInStock, unlimited });
  const runJobs = () =>
    drain(testWorker(db(), createJobHandlers({ config: testConfig(), mailer: undefined })));
  const mailTo = async () => (await listOutboxMail(db(), websiteId())).map((m) => m.to_address);
  const notified = async (productId: string) =>
    (await listWaitlistSignUps(db(), websiteId(), productId))
      .filter((r) => r.notified_at !== null)
      .map((r) => r.email);

  it('sends to at most one person per unit, oldest first, once; the next in line when a hold ends unsold', async () => {
    const { product, urlId, emails } = await soldOut('Bowl', ['S'], 3);
    const variantId = product.variants[0]?.id ?? '';
    const [ada, bo, cy] = emails[0] ?? [];
    await setStock(variantId, 2);

    const first = await send(product.item_id, variantId);
    expect(first.statusCode).toBe(200);
    const sentAt = getDb().clock.now();
    expect(first.json()).toMatchObject({
      productId: product.item_id,
      variantId,
      notifiedCount: 2,
      waitingCount: 1,
      holdingCount: 2,
    });
    expect(first.json().nextNotificationAt).toBeGreaterThan(sentAt + 12 * HOUR - 60_000);
    expect(first.json().nextNotificationAt).toBeLessThanOrEqual(sentAt + 12 * HOUR);
    // Retried (a double click, a lost answer): nobody is told twice, nobody else is told yet.
    expect((await send(product.item_id, variantId)).json()).toMatchObject({
      notifiedCount: 0,
      waitingCount: 1,
    });
    await runJobs();
    expect((await mailTo()).sort()).toEqual([ada, bo].sort());
    const [mail] = await listOutboxMail(db(), websiteId());
    expect(mail?.subject).toBe(`Bowl is back in stock at ${site.website.title}`);
    expect(mail?.text_body).toContain('Bowl (S) is back in stock');
    expect(mail?.text_body).toContain(`http://${site.host}/shop/p/${urlId}`);
    expect(mail?.text_body).toContain('do not wait longer than 12 hours');
    expect(mail?.html_body).toContain(`href="http://${site.host}/shop/p/${urlId}"`);

    // Eleven hours on, the holds still run: the third waits.
    getDb().clock.advance(11 * HOUR);
    await runJobs();
    expect(await notified(product.item_id)).toEqual([ada, bo]);
    // The holds end with both units unsold: the next in line hears.
    getDb().clock.advance(HOUR + 1000);
    await runJobs();
    expect(await notified(product.item_id)).toEqual([ada, bo, cy]);
    expect((await mailTo()).filter((to) => to === cy)).toHaveLength(1);
  });

  it('tells nobody more when the held units sold, and follows the hold setting', async () => {
    await putCommercePreferences(db(), websiteId(), 'waitlist', { holdHours: 2 });
    const { product, emails } = await soldOut('Vase', ['M'], 3);
    const variantId = product.variants[0]?.id ?? '';
    await setStock(variantId, 2);
    const sent = await send(product.item_id, variantId);
    expect(sent.json()).toMatchObject({ notifiedCount: 2, holdingCount: 2 });
    expect(sent.json().nextNotificationAt).toBeLessThanOrEqual(getDb().clock.now() + 2 * HOUR);
    expect(await takeStock(db(), websiteId(), variantId, 2)).toBe(true);
    getDb().clock.advance(2 * HOUR + 1000);
    await runJobs();
    expect(await notified(product.item_id)).toEqual(emails[0]?.slice(0, 2));
    // Stock comes back (one unit): a send tells exactly the one still waiting.
    await setStock(variantId, 1);
    expect((await send(product.item_id, variantId)).json()).toMatchObject({
      notifiedCount: 1,
      waitingCount: 0,
    });
    await putCommercePreferences(db(), websiteId(), 'waitlist', {});
  });

  it('never tells more people than units when two sends race', async () => {
    const { product } = await soldOut('Dish', ['S'], 5);
    const variantId = product.variants[0]?.id ?? '';
    await setStock(variantId, 2);
    const both = await Promise.all([send(product.item_id, variantId), send(product.item_id, variantId)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().notifiedCount as number).sort()).toEqual([0, 2]);
    expect(await notified(product.item_id)).toHaveLength(2);
  });

  it('tells everyone at once when stock is unlimited, and no one while it is sold out', async () => {
    const { product, emails } = await soldOut('Mug', ['S', 'L'], 3);
    const [small, large] = product.variants;
    expect((await send(product.item_id, small?.id)).json()).toMatchObject({
      notifiedCount: 0,
      waitingCount: 3,
      holdingCount: 0,
      nextNotificationAt: null,
    });
    await setStock(large?.id ?? '', 0, true);
    expect((await send(product.item_id, large?.id)).json()).toMatchObject({
      notifiedCount: 3,
      waitingCount: 0,
      holdingCount: 0,
      nextNotificationAt: null,
    });
    expect((await notified(product.item_id)).sort()).toEqual([...(emails[1] ?? [])].sort());
  });

  it('sends several groups at once, and refuses the whole call for an unknown one', async () => {
    const a = await soldOut('Cup', ['S'], 2);
    const b = await soldOut('Jug', ['S', 'M'], 1);
    for (const v of [...a.product.variants, ...b.product.variants]) await setStock(v.id, 5);
    const unknown = await call('POST', `${WAITLIST_PATH}/send/all`, {
      sendRequests: [
        { productId: a.product.item_id, variantId: a.product.variants[0]?.id },
        { productId: newId(), variantId: '' },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not-found' });
    expect(await notified(a.product.item_id)).toEqual([]);
    const foreignVariant = await send(a.product.item_id, b.product.variants[0]?.id);
    expect(foreignVariant.statusCode).toBe(404);
    const all = await call('POST', `${WAITLIST_PATH}/send/all`, {
      sendRequests: [
        { productId: a.product.item_id, variantId: a.product.variants[0]?.id },
        ...b.product.variants.map((v) => ({ productId: b.product.item_id, variantId: v.id })),
      ],
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ notifiedCount: 4 });
    expect(all.json().results).toHaveLength(3);
  });

  it('lists the groups with people waiting, page by page, with names, counts and stock', async () => {
    const sizes = Array.from({ length: 53 }, (_, i) => `S${String(i).padStart(2, '0')}`);
    const { product } = await soldOut('Tile', sizes, 1);
    await setStock(product.variants[0]?.id ?? '', 4);
    const groups: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await call(
        'GET',
        `${WAITLIST_PATH}/groups${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.statusCode).toBe(200);
      const body = page.json() as {
        signUpGroups: Record<string, unknown>[];
        hasNextPage: boolean;
        nextPageCursor: string | null;
      };
      expect(body.hasNextPage).toBe(body.nextPageCursor !== null);
      groups.push(...body.signUpGroups);
      cursor = body.nextPageCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    const tiles = groups.filter((g) => g['productId'] === product.item_id);
    expect(tiles).toHaveLength(53);
    expect(new Set(groups.map((g) => `${String(g['productId'])}/${String(g['variantId'])}`)).size).toBe(
      groups.length,
    );
    expect(tiles.find((g) => g['variantId'] === product.variants[0]?.id)).toMatchObject({
      productName: 'Tile',
      variantName: 'S00',
      sku: product.variants[0]?.sku,
      waitingCount: 1,
      notifiedCount: 0,
      holdingCount: 0,
      stock: { unlimited: false, qtyInStock: 4 },
    });
    // Groups where everyone was told are no longer listed.
    await send(product.item_id, product.variants[0]?.id);
    const after = (await call('GET', `${WAITLIST_PATH}/groups`)).json() as {
      signUpGroups: { variantId: string }[];
    };
    expect(after.signUpGroups.map((g) => g.variantId)).not.toContain(product.variants[0]?.id);
  });

  it('lists a product’s sign-ups oldest first, page by page, with a total over its variants', async () => {
    const { product, emails } = await soldOut('Plate', ['S', 'L'], 30);
    const seen: { siteVisitorEmail: string; variantId: string; status: string }[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ productId: product.item_id, ...(cursor && { cursor }) });
      const page = (await call('GET', `${WAITLIST_PATH}?${query}`)).json() as {
        signUps: typeof seen;
        total: number;
        nextPageCursor: string | null;
      };
      expect(page.total).toBe(60);
      seen.push(...page.signUps);
      cursor = page.nextPageCursor;
    } while (cursor);
    expect(seen.map((s) => s.siteVisitorEmail)).toEqual([...(emails[0] ?? []), ...(emails[1] ?? [])]);
    const one = await call(
      'GET',
      `${WAITLIST_PATH}?productId=${product.item_id}&variantId=${product.variants[1]?.id ?? ''}`,
    );
    expect(one.json()).toMatchObject({ total: 30, hasNextPage: false });
    expect(one.json().signUps[0]).toMatchObject({
      siteVisitorEmail: emails[1]?.[0],
      isJoinMailingList: true,
      status: 'waiting',
      notifiedAt: null,
    });
    const none = await call('GET', `${WAITLIST_PATH}?productId=${newId()}`);
    expect(none.json()).toEqual({ signUps: [], hasNextPage: false, nextPageCursor: null, total: 0 });
    expect((await call('GET', `${WAITLIST_PATH}?productId=nope`)).statusCode).toBe(400);
  });

  describe('guards', () => {
    it('needs a signed-in owner with the right permission and the session’s CSRF token', async () => {
      const { product } = await soldOut('Lamp', ['S'], 1);
      const body = { productId: product.item_id, variantId: product.variants[0]?.id };
      const anonymous = await call('GET', `${WAITLIST_PATH}/groups`, undefined, { host: site.host });
      expect(anonymous.statusCode).toBe(401);
      const { 'x-csrf-token': _csrf, ...noCsrf } = owner.headers;
      const forged = await call('POST', `${WAITLIST_PATH}/send`, body, noCsrf);
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'csrf-invalid' });
      const editorSite = await seedSite(db(), 4);
      const editor = await signIn(app, editorSite);
      const refused = await call('GET', `${WAITLIST_PATH}/groups`, undefined, editor.headers);
      expect(refused.statusCode).toBe(403);
      expect((await call('POST', `${WAITLIST_PATH}/send`, { productId: 'x' })).statusCode).toBe(400);
      expect((await call('POST', `${WAITLIST_PATH}/send/all`, { sendRequests: [] })).statusCode).toBe(400);
    });
  });
});
