import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { insertProductReview } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS } from '../checkout/testing/shopper.js';
import { buyerWithMug } from '../checkout/testing/orders.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { deliveredMail } from '../site-users/testing/account.js';
import { signIn, type SignedIn } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { executableInjections } from './xss-inspect.js';

// Issue 17 (G11), the people side of the corpus: buyers whose names and addresses are payloads,
// a product whose title is one, and published reviews written by them. The order e-mails (to the
// buyer and to the owner), the order status page, the product page with its reviews and the
// owner's JSON lists must carry nothing a browser or a mail reader would run.
const MARKER = 'TSXSS';
const PAYLOADS = (
  JSON.parse(readFileSync(new URL('./xss-payloads.json', import.meta.url), 'utf8')) as string[]
).map((p) => p.replaceAll('\u0000', ''));
/** Every fourth payload: each kind of the corpus (script, handler, URL, SVG, breakout) is sampled. */
const SAMPLE = PAYLOADS.filter((_, i) => i % 4 === 0);

eachDialect('XSS corpus: buyers, reviews and e-mails', (getDb) => {
  let world: CheckoutSite;
  let owner: SignedIn;
  const statusPages: string[] = [];
  let productUrl = '';
  beforeAll(async () => {
    world = await checkoutSite(getDb());
    owner = await signIn(world.app, world.site);
    const db = getDb().db;
    const mug = world.store.mug;
    await db.updateTable('items').set({ title: PAYLOADS[1]! }).where('id', '=', mug.item_id).execute();
    await db
      .updateTable('product_variants')
      .set({ unlimited: 1 })
      .where('product_id', '=', mug.item_id)
      .execute();
    productUrl = `/shop/p/${mug.item.url_id}`;
    for (const [i, payload] of SAMPLE.entries()) {
      await insertProductReview(db, world.websiteId, {
        itemId: mug.item_id,
        rating: 1 + (i % 5),
        title: payload.slice(0, 200),
        body: payload,
        authorName: payload.slice(0, 100),
        authorEmail: `reviewer${i}@example.com`,
        status: 'published',
      });
    }
  }, 120_000);
  afterAll(async () => world.app.close());

  const problems: string[] = [];
  const inspectHtml = (where: string, html: string) => {
    for (const found of executableInjections(html, MARKER)) problems.push(`${where}: ${found}`);
  };
  const inspect = (url: string, response: LightMyRequestResponse) => {
    if (response.statusCode >= 500) problems.push(`${url} → ${response.statusCode}`);
    if (String(response.headers['content-type']).startsWith('text/html')) inspectHtml(url, response.body);
  };

  it(
    'takes orders from buyers named with payloads, and their e-mails and status pages run nothing',
    { timeout: 300_000 },
    async () => {
      let placed = 0;
      for (const [i, payload] of SAMPLE.entries()) {
        const buyer = await buyerWithMug(world);
        const address = { ...ADDRESS, name: payload.slice(0, 100), line2: payload.slice(0, 100) };
        const details = await buyer.details({ email: `buyer${i}@example.com`, shippingAddress: address });
        // A refusal is a clear 4xx for a name the checkout does not take, never a 5xx.
        expect(details.statusCode, payload).toBeLessThan(500);
        if (details.statusCode !== 200) continue;
        // Each buyer from an address of their own: checkout limits count per address.
        const order = await world.app.inject({
          method: 'POST',
          url: '/api/commerce/checkout/orders',
          headers: {
            host: world.host,
            cookie: buyer.cookieHeader(),
            'x-csrf-token': buyer.crumb,
            'idempotency-key': randomUUID(),
          },
          payload: { paymentToken: await buyer.token() },
          remoteAddress: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        });
        expect(order.statusCode, payload).toBe(200);
        placed += 1;
        const { confirmationUrl } = order.json() as { confirmationUrl: string };
        statusPages.push(confirmationUrl);
        inspect(confirmationUrl, await buyer.get(confirmationUrl, { headers: { accept: 'text/html' } }));
      }
      // Names are free text: every sampled payload is a name the checkout takes.
      expect(placed).toBe(SAMPLE.length);
      const mails = await deliveredMail(getDb().db, world.websiteId);
      const orderMails = mails.filter((m) => m.text_body.includes(MARKER) || m.html_body?.includes(MARKER));
      // The buyer's confirmation and the owner's new-order note, at least, for every order.
      expect(orderMails.length).toBeGreaterThanOrEqual(placed);
      for (const mail of orderMails) {
        expect(mail.html_body, mail.subject).toBeTruthy();
        inspectHtml(`mail to ${mail.to_address}: ${mail.subject}`, mail.html_body ?? '');
        // A subject is a header: a payload's line breaks must not start new ones.
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
      expect(problems).toEqual([]);
    },
  );

  it('shows the published reviews of payload authors on the product page, running nothing', async () => {
    const v = visitor(world.app, world.site.host);
    const page = await v.get(productUrl, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MARKER);
    inspect(productUrl, page);
    const json = await v.get(`${productUrl}?format=json`);
    expect(String(json.headers['content-type'])).toMatch(/^application\/json/);
    inspect(`${productUrl}?format=json`, json);
    expect(problems).toEqual([]);
  });

  it("answers the owner's lists of orders, customers and reviews as JSON data, never as a page", async () => {
    for (const url of [
      '/api/admin/commerce/orders?pageSize=100',
      '/api/admin/commerce/customers?pageSize=100',
      '/api/admin/commerce/reviews?pageSize=100',
    ]) {
      const response = await world.app.inject({ url, headers: owner.headers });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-type']), url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.body, url).toContain(MARKER);
    }
  });
});
