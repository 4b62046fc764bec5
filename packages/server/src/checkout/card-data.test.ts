import { Writable } from 'node:stream';
import { allRowsText, eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedStore, skuOf, type StoreFixture } from '../cart/testing/store-fixture.js';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { seedSite, testConfig, type SeededSite } from '../testing/harness.js';
import { TEST_CARDS } from '../payments/index.js';
import { addStandardShipping } from './testing/checkout-site.js';
import { ADDRESS, CARDS, shopper } from './testing/shopper.js';

/** Every way a card number of the suite could be written down. */
function cardPatterns(): RegExp[] {
  const numbers = [...TEST_CARDS.map((c) => c.number.replace(/\s/g, '')), '4111111111111111'];
  return numbers.map((digits) => new RegExp(digits.split('').join('[\\s-]?')));
}

eachDialect('card data never stored or logged', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
      database: getDb(),
      logger: { level: 'trace', stream },
    });
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    await addStandardShipping(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  it('refuses card-like numbers in any body but the payment provider’s', async () => {
    const buyer = shopper(app, site.host);
    const inAnswers = await buyer.add({
      itemId: store.mug.item_id,
      sku: skuOf(store.mug),
      quantity: 1,
      additionalFields: JSON.stringify({ note: 'card 4242 4242 4242 4242 exp 12/39' }),
    });
    expect(inAnswers.statusCode).toBe(400);
    expect(inAnswers.json()).toMatchObject({
      code: 'card-data-refused',
      error: 'Card numbers can only be entered in the payment form.',
    });
    await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    const inAddress = await buyer.details({ shippingAddress: { ...ADDRESS, phone: '5555-5555-5555-4444' } });
    expect(inAddress.json()).toMatchObject({ code: 'card-data-refused' });
    const inCoupon = await buyer.form('/checkout/coupons', { code: '4000000000000002' });
    expect(inCoupon.statusCode).toBe(400);
    expect((await buyer.details()).statusCode).toBe(200);
    const token = await buyer.json('POST', '/api/commerce/checkout/payments/test-card/tokens', CARDS.visa);
    expect(token.statusCode).toBe(200);
  });

  it('runs whole checkouts (JSON, plain form, refusals) and leaves no card number in the logs or the database', async () => {
    const { db } = getDb();
    const json = shopper(app, site.host);
    await json.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
    expect((await json.checkout()).statusCode).toBe(200);
    const declined = shopper(app, site.host);
    await declined.add({ itemId: store.socks.item_id, sku: skuOf(store.socks, { Size: 'M' }), quantity: 1 });
    expect((await declined.checkout({ card: CARDS.declined })).statusCode).toBe(402);
    expect((await declined.checkout({ card: CARDS.failing })).statusCode).toBe(402);
    const wrong = await declined.json('POST', '/api/commerce/checkout/payments/test-card/tokens', {
      ...CARDS.visa,
      cardNumber: '4111 1111 1111 1111',
    });
    expect(wrong.statusCode).toBe(400);
    const form = shopper(app, site.host);
    await form.add({ itemId: store.socks.item_id, sku: skuOf(store.socks, { Size: 'S' }), quantity: 1 });
    await form.details();
    const placed = await form.form('/checkout/place', { ...CARDS.visa, idempotencyKey: 'form-key-0001' });
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(/^\/checkout\/order-confirmed\//);
    app.log.info({ body: { cardNumber: '4242424242424242', cardCvc: '123' } }, 'a careless log line');
    await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));

    const logText = log.join('');
    expect(logText).toContain('incoming request');
    expect(logText).toContain('[redacted]');
    const stored = await allRowsText(db);
    expect(stored).toContain('4242');
    for (const pattern of cardPatterns()) {
      expect(pattern.test(logText), `log holds ${pattern.source}`).toBe(false);
      expect(pattern.test(stored), `database holds ${pattern.source}`).toBe(false);
    }
  });
});
