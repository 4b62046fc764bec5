import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOutboxMail } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { createJobHandlers } from '../job-handlers.js';
import { createSmtpMailer } from '../mail/index.js';
import { drain, testWorker } from '../testing/jobs.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { attachDigitalFile, EBOOK_PDF } from './testing/orders.js';
import { shopper } from './testing/shopper.js';

/**
 * Issue 5: the order confirmation leaves through a real SMTP transport. An order is placed through
 * the API with SMTP_URL set, the jobs worker runs, and the message that reaches the local SMTP
 * server carries the order number, the items, the totals and the digital product's download link.
 */
eachDialect('order confirmation through SMTP', (getDb) => {
  let sink: SmtpSink;
  let world: CheckoutSite;
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-confirmation-'));
    world = await checkoutSite(getDb(), {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Shop <shop@example.com>',
    });
  });
  afterAll(async () => {
    await world.app.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the confirmation with the order number, items, totals and the download link', async () => {
    const { db } = getDb();
    const { app, host, store, websiteId } = world;
    await attachDigitalFile(db, dataDir, websiteId, store.ebook.item_id);
    const buyer = shopper(app, host);
    await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 2 });
    await buyer.add({ itemId: store.ebook.item_id, sku: skuOf(store.ebook), quantity: 1 });
    const placed = await buyer.checkout({ email: 'ada.buyer@example.com' });
    expect(placed.statusCode).toBe(200);
    const order = (placed.json() as { order: { id: string; orderNumber: number } }).order;
    expect(sink.messages).toEqual([]); // queued with the order, not sent by the request

    const config = app.config;
    expect(config.smtpUrl).toBe(sink.url);
    const mailer = createSmtpMailer(config.smtpUrl ?? '');
    try {
      await drain(testWorker(db, createJobHandlers({ config, mailer })));
    } finally {
      mailer.close();
    }

    const messages = sink.messages.filter((m) => m.to.includes('ada.buyer@example.com'));
    expect(messages).toHaveLength(1);
    const mail = messages[0];
    expect(mail?.subject).toBe(
      `Your order #${order.orderNumber} from ${world.site.website.title} (TEST MODE)`,
    );
    expect(mail?.from).toBe('shop@example.com');
    const text = mail?.text ?? '';
    expect(text).toContain(`Order #${order.orderNumber} from ${world.site.website.title} is confirmed.`);
    expect(text).toContain('Mug x 2: $25.00');
    expect(text).toContain('Ebook x 1: $9.00');
    expect(text).toContain('Subtotal: $34.00');
    expect(text).toContain('Shipping (Standard): $5.00');
    expect(text).toContain('Total: $39.00');
    const link = /Ebook: (http:\/\/\S+\/downloads\/\S+) \(up to 5 downloads/.exec(text)?.[1];
    expect(link).toMatch(/\/downloads\/[0-9a-f]{24}\.[0-9a-z]+\.[\w-]{43}$/);
    const html = mail?.html ?? '';
    expect(html).toContain(`#${order.orderNumber}`);
    expect(html).toContain('$39.00');
    expect(html).toContain(new URL(link ?? 'http://x/').pathname);

    // The emailed link really downloads the file.
    const download = await app.inject({ url: new URL(link ?? 'http://x/').pathname, headers: { host } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(EBOOK_PDF)).toBe(true);

    const outbox = await listOutboxMail(db, websiteId);
    expect(outbox.filter((m) => m.to_address === 'ada.buyer@example.com')).toMatchObject([
      { status: 'sent' },
    ]);
  });
});
