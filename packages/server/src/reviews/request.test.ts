import { readFileSync } from 'node:fs';
import { listOutboxMail, listProductReviews } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { signIn, testConfig } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';

const DAY = 24 * 60 * 60 * 1000;
const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys docs/template-context.md documents for `reviewRequest`. */
function documentedKeys(): string[] {
  const start = DOC.indexOf('<!-- keys:reviewRequest -->');
  const table = DOC.slice(start, DOC.indexOf('<!-- /keys -->', start));
  return [...table.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1] ?? '');
}

interface Product {
  itemId: string;
  name: string;
  done: boolean;
}

eachDialect('reviews request (page type 209)', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  /** A shop, its owner signed in, and one order of a mug and a shirt (twice) per address. */
  async function shop() {
    world = await checkoutSite(getDb());
    const { app, host, store, site } = world;
    // Signed in afresh for each call: the tests move the clock by days, past a session's life.
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: (await signIn(app, site)).headers, ...(payload && { payload }) });
    const order = async (email: string) => {
      const buyer = shopper(app, host);
      await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
      for (const size of ['S', 'M'])
        await buyer.add({
          itemId: store.shirt.item_id,
          sku: skuOf(store.shirt, { Size: size, Color: 'Red' }),
          quantity: 1,
        });
      const placed = await buyer.checkout({ email });
      if (placed.statusCode !== 200) throw new Error(placed.body);
      return (placed.json() as { order: { id: string } }).order.id;
    };
    const fulfil = (id: string) =>
      call('POST', `/api/admin/commerce/orders/${id}/fulfillment`, { notify: false });
    const { db, clock } = getDb();
    const run = () => drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const requests = async () =>
      (await listOutboxMail(db, world!.websiteId)).filter((m) => m.subject.startsWith('How was your order'));
    return { ...world, call, order, fulfil, db, clock, run, requests };
  }

  it('mails the buyer once, 7 days after all is shipped; the link’s form queues reviews for moderation', async () => {
    const { site, store, order, fulfil, clock, run, requests, db, app, host, websiteId } = await shop();
    // The test provider's orders are test-mode: asked for only when the owner is testing.
    const id = await order(site.ownerEmail);
    const stranger = await order('ada@example.com');
    expect((await fulfil(id)).statusCode).toBe(200);
    expect((await fulfil(stranger)).statusCode).toBe(200);
    await run();
    expect(await requests()).toEqual([]);
    clock.advance(7 * DAY + 1000);
    await run();
    const [mail, ...more] = await requests();
    expect(more).toEqual([]);
    expect(mail?.to_address).toBe(site.ownerEmail.toLowerCase());
    expect(mail?.text_body).toContain('- Mug');
    expect(mail?.text_body).toContain('- Shirt');
    const link = /(https?:\/\/\S+\/reviews\/request\?token=[\w.%-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const path = `${url.pathname}${url.search}`;

    // A second run, later, sends nothing more.
    clock.advance(DAY);
    await run();
    expect(await requests()).toHaveLength(1);

    const who = visitor(app, host);
    const page = await who.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.body).toContain('Review your order #');
    const json = (await who.get(`${path}&format=json`)).json() as {
      pageType: number;
      reviewRequest: Record<string, unknown> & { products: Product[] };
    };
    expect(json.pageType).toBe(209);
    expect(Object.keys(json.reviewRequest).sort()).toEqual(documentedKeys().sort());
    expect(json.reviewRequest.products.map((p) => [p.name, p.done])).toEqual([
      ['Mug', false],
      ['Shirt', false],
    ]);

    // A refused review: the page again (400) with the message, nothing stored.
    const refused = await who.form(path, {
      itemId: store.mug.item_id,
      rating: '9',
      body: '',
      authorName: 'Ada',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please choose a rating from 1 to 5 stars.');
    expect(refused.body).toContain('Please write your review.');
    // A product not in the order.
    expect(
      (await who.form(path, { itemId: 'f'.repeat(24), rating: '5', body: 'x', authorName: 'A' })).statusCode,
    ).toBe(400);

    const review = {
      itemId: store.mug.item_id,
      rating: '5',
      title: 'Lovely',
      body: 'Holds my tea.',
      authorName: 'Ada',
    };
    const posted = await who.form(path, review);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toContain(`&reviewed=${store.mug.item_id}`);
    // Again (a double click): done already, nothing more stored.
    expect((await who.form(path, review)).statusCode).toBe(303);
    const queue = await listProductReviews(
      db,
      websiteId,
      { status: 'pending', itemId: store.mug.item_id },
      { offset: 0, limit: 10 },
    );
    expect(queue.reviews).toHaveLength(1);
    expect(queue.reviews[0]).toMatchObject({
      rating: 5,
      title: 'Lovely',
      author_email: site.ownerEmail.toLowerCase(),
    });
    const after = await who.get(String(posted.headers.location));
    expect(after.body).toContain('Thank you! Your review will appear once it has been approved.');
    expect(after.body).toContain('Reviewed. Thank you!');
    const again = (await who.get(`${path}&format=json`)).json() as { reviewRequest: { products: Product[] } };
    expect(again.reviewRequest.products.map((p) => p.done)).toEqual([true, false]);
  });

  it('sends nothing when the owner turned requests off, and honours the delay the owner chose', async () => {
    const { site, call, order, fulfil, clock, run, requests } = await shop();
    const off = await call('PUT', '/api/admin/website/settings', {
      reviewRequests: { enabled: false, delayDays: 7 },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ reviewRequests: { enabled: false, delayDays: 7 } });
    const first = await order(site.ownerEmail);
    await fulfil(first);
    clock.advance(8 * DAY);
    await run();
    expect(await requests()).toEqual([]);
    const bad = await call('PUT', '/api/admin/website/settings', {
      reviewRequests: { enabled: true, delayDays: 61 },
    });
    expect(bad.statusCode).toBe(400);
    const on = await call('PUT', '/api/admin/website/settings', {
      reviewRequests: { enabled: true, delayDays: 2 },
    });
    expect(on.statusCode).toBe(200);
    const second = await order(site.ownerEmail);
    const shipped = await fulfil(second);
    expect(shipped.statusCode, shipped.body).toBe(200);
    clock.advance(DAY);
    await run();
    expect(await requests()).toEqual([]);
    clock.advance(DAY + 1000);
    await run();
    expect(await requests()).toHaveLength(1);
  });

  it('answers a forged, altered or other website’s token with the not-valid page (400)', async () => {
    const { site, order, fulfil, clock, run, requests, app } = await shop();
    const id = await order(site.ownerEmail);
    await fulfil(id);
    clock.advance(7 * DAY + 1000);
    await run();
    const token = new URL(
      /(https?:\/\/\S+)/.exec((await requests())[0]?.text_body ?? '')![1]!,
    ).searchParams.get('token')!;
    const [orderId, sig] = token.split('.') as [string, string];
    const other = await checkoutSite(getDb());
    try {
      const elsewhere = visitor(other.app, other.host);
      expect((await elsewhere.get(`/reviews/request?token=${encodeURIComponent(token)}`)).statusCode).toBe(
        400,
      );
      const here = visitor(app, site.host);
      for (const forged of [`${orderId}.${sig.slice(0, -2)}xx`, `${'0'.repeat(24)}.${sig}`, 'nonsense', '']) {
        const url = `/reviews/request?token=${encodeURIComponent(forged)}`;
        const page = await here.get(url);
        expect(page.statusCode).toBe(400);
        expect(page.body).toContain('This review link is not valid.');
        expect(
          (await here.form(url, { itemId: orderId, rating: '5', body: 'x', authorName: 'x' })).statusCode,
        ).toBe(400);
      }
    } finally {
      await other.app.close();
    }
  });
});
