import { readFileSync } from 'node:fs';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { seedSite, signIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys docs/template-context.md documents for `commerceEmailPreview`. */
function documentedKeys(): string[] {
  const start = DOC.indexOf('<!-- keys:commerceEmailPreview -->');
  const table = DOC.slice(start, DOC.indexOf('<!-- /keys -->', start));
  const firstCells = [...table.matchAll(/^\| (`[^|]+)\|/gm)].map((m) => m[1] ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
}

const KINDS = [
  'order-confirmation',
  'order-shipped',
  'refund',
  'review-request',
  'back-in-stock',
  'subscription-renewal',
  'subscription-renewal-failed',
  'subscription-paused',
  'subscription-resumed',
  'subscription-skipped',
  'subscription-cancelled',
  'subscription-card-updated',
];
/** The e-mails a subscriber gets after changing a subscription from their account: plain text only. */
const PLAIN_TEXT = [
  'subscription-card-updated',
  'subscription-paused',
  'subscription-resumed',
  'subscription-skipped',
  'subscription-cancelled',
];

eachDialect('the commerce e-mail preview (page type 301)', (getDb) => {
  let world: CheckoutSite;
  let call: OwnerCall;
  beforeAll(async () => {
    world = await checkoutSite(getDb());
    call = ownerApi(world.app, await signIn(world.app, world.site));
  });
  afterAll(async () => world.app.close());
  const mailCount = async () =>
    Number(
      (
        await getDb()
          .db.selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('says there is no order to show before the first one', async () => {
    const list = await call('GET', '/api/admin/commerce-emails');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      emails: KINDS.map((kind) => ({ kind, name: expect.any(String) })),
      sampleOrderNumber: null,
    });
    expect((await call('GET', '/api/admin/commerce-emails/order-confirmation')).statusCode).toBe(404);
    const page = await call('GET', '/api/admin/commerce-emails/order-confirmation/preview?format=json');
    expect(page.json().commerceEmailPreview).toMatchObject({ hasOrder: false, html: null });
  });

  it('renders every e-mail from the site’s newest order with the real templates, sending nothing', async () => {
    const v = shopper(world.app, world.host);
    await v.add({ itemId: world.store.mug.item_id, sku: skuOf(world.store.mug, {}), quantity: 1 });
    const placed = await v.checkout({ email: 'ada@example.com' });
    expect(placed.statusCode).toBe(200);
    const orderNumber = (await call('GET', '/api/admin/commerce-emails')).json().sampleOrderNumber;
    expect(orderNumber).toEqual(expect.any(Number));
    const before = await mailCount();
    for (const kind of KINDS) {
      const res = await call('GET', `/api/admin/commerce-emails/${kind}`);
      expect(res.statusCode, `${kind} ${res.body}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const preview = res.json();
      expect(preview).toMatchObject({ kind, orderNumber });
      expect(preview.subject.length, kind).toBeGreaterThan(0);
      if (PLAIN_TEXT.includes(kind)) expect(preview.html, kind).toBeNull();
      else expect(preview.html, kind).toContain('Mug');
      expect(preview.text, kind).toContain('Mug');
    }
    const confirmation = (await call('GET', '/api/admin/commerce-emails/order-confirmation')).json();
    expect(confirmation.text).toContain(String(orderNumber));
    expect(await mailCount()).toBe(before);
  });

  it('renders the refund e-mail by its sending function: the whole sample order refunded, before any refund', async () => {
    const preview = (await call('GET', '/api/admin/commerce-emails/refund')).json();
    expect(preview).toMatchObject({ kind: 'refund', name: 'Refund' });
    expect(preview.subject).toMatch(/^Refund for order #\d+ from /);
    expect(preview.text).toMatch(/ has refunded \$\d+\.\d\d for order #\d+\./);
    expect(preview.text).toContain('Mug x 1');
    expect(preview.text).toContain('Order total after refunds: $0.00');
    expect(preview.html).toContain('<li>Mug × 1</li>');
  });

  it('renders the failed-renewal e-mail by its sending function, with the first retry ahead and the card page', async () => {
    const preview = (await call('GET', '/api/admin/commerce-emails/subscription-renewal-failed')).json();
    expect(preview).toMatchObject({ kind: 'subscription-renewal-failed', name: 'Renewal failed' });
    expect(preview.subject).toBe("We couldn't renew your subscription to Mug");
    expect(preview.text).toContain('Why: Your card was declined.');
    expect(preview.text).toMatch(/we will try again on \w+ \d+, \d{4}\./);
    expect(preview.text).toMatch(/Update your card: http:\/\/\S+\/account\/subscriptions\n/);
    expect(preview.html).toContain('>Update your card</a>');
  });

  it('renders the back-in-stock e-mail with the waitlist’s template, for the order’s first product', async () => {
    const preview = (await call('GET', '/api/admin/commerce-emails/back-in-stock')).json();
    expect(preview).toMatchObject({ kind: 'back-in-stock', name: 'Back in stock' });
    expect(preview.subject).toMatch(/^Mug is back in stock at /);
    expect(preview.text).toMatch(/^Good news: Mug is back in stock at /);
    // The link leads to the product's page on the site's own origin.
    expect(preview.text).toMatch(/Shop it now: http:\/\/[^\s]+\/[^\s]+/);
    expect(preview.html).toContain('Mug');
  });

  it('renders a subscriber’s changes with the account’s own words and its link to the subscriptions', async () => {
    const texts: Record<string, RegExp> = {
      'subscription-paused':
        /^Your subscription to Mug at .+ is paused\. No renewal is charged until you resume it\./,
      'subscription-resumed':
        /^Your subscription to Mug at .+ is active again\. The next renewal is on \w+ \d+, \d{4}\./,
      'subscription-skipped': /^The next renewal of your subscription to Mug at .+ is skipped\./,
      'subscription-cancelled':
        /^Your subscription to Mug at .+ is cancelled\. No further renewals are charged\./,
    };
    for (const [kind, text] of Object.entries(texts)) {
      const preview = (await call('GET', `/api/admin/commerce-emails/${kind}`)).json();
      expect(preview.text, kind).toMatch(text);
      expect(preview.text, kind).toMatch(
        /\n\nYour subscriptions: http:\/\/[^\s]+\/account\/subscriptions\n$/,
      );
      expect(preview.subject, kind).toContain('Mug');
    }
    const card = (await call('GET', '/api/admin/commerce-emails/subscription-card-updated')).json();
    expect(card.subject).toBe('The card for your subscription to Mug is updated');
    expect(card.text).toMatch(
      /^Renewals of your subscription to Mug are charged to \S+ •••• \d{4} from now on\./,
    );
    const page = await call('GET', '/api/admin/commerce-emails/subscription-cancelled/preview');
    expect(page.body).toMatch(/<pre class="email-preview__text">Your subscription to Mug at /);
    expect(page.body).not.toContain('<iframe class="email-preview__frame"');
  });

  it('shows the themed page with the list of e-mails and the e-mail in a sandboxed frame', async () => {
    const json = (await call('GET', '/api/admin/commerce-emails/order-shipped/preview?format=json')).json();
    expect(json).toMatchObject({ pageType: 301, pageTypeName: 'COMMERCE_EMAIL_PREVIEW' });
    expect(Object.keys(json.commerceEmailPreview).sort()).toEqual(documentedKeys().sort());
    expect(json.commerceEmailPreview.emails[1]).toEqual({
      kind: 'order-shipped',
      name: 'Order shipped',
      url: '/api/admin/commerce-emails/order-shipped/preview',
      current: true,
    });
    const page = await call('GET', '/api/admin/commerce-emails/order-shipped/preview');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<h1 class="page-title">E-mail preview: Order shipped</h1>');
    expect(page.body).toMatch(
      /<iframe class="email-preview__frame" title="E-mail preview" sandbox srcdoc="[^"]*&lt;/,
    );
    expect(page.body).toContain('aria-current="page">Order shipped</a>');
  });

  it('is for owners only: visitors, other roles and other sites get nothing, unknown e-mails 400', async () => {
    const anonymous = await world.app.inject({
      url: '/api/admin/commerce-emails/order-confirmation/preview',
      headers: { host: world.host },
    });
    expect([401, 403, 404]).toContain(anonymous.statusCode);
    expect(anonymous.body).not.toContain('Mug');
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(world.app, await signIn(world.app, editor));
    expect((await asEditor('GET', '/api/admin/commerce-emails/order-confirmation')).statusCode).toBe(403);
    const other = await seedSite(getDb().db);
    const asOther = ownerApi(world.app, await signIn(world.app, other));
    const theirs = await asOther('GET', '/api/admin/commerce-emails');
    expect(theirs.json().sampleOrderNumber).toBeNull();
    expect((await asOther('GET', '/api/admin/commerce-emails/order-confirmation')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/commerce-emails/gift-card')).statusCode).toBe(400);
  });
});
