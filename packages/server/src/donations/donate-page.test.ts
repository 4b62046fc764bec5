import { readFileSync } from 'node:fs';
import { saveDonationSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { CARDS, shopper } from '../checkout/testing/shopper.js';

const SETTINGS = {
  enabled: true,
  title: 'Keep the library open',
  description: 'Every gift buys books.',
  buttonLabel: 'Give now',
  presetAmounts: [1000, 2500],
  allowCustomAmount: true,
  minimumAmount: 500,
  maximumAmount: 100_000,
  frequencies: ['one-off', 'monthly'],
};

const DETAILS = {
  email: 'ada@example.com',
  'shippingAddress[name]': 'Ada Lovelace',
  'shippingAddress[line1]': '12 Analytical Row',
  'shippingAddress[city]': 'Springfield',
  'shippingAddress[region]': 'IL',
  'shippingAddress[postalCode]': '62701',
  'shippingAddress[country]': 'US',
};

const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys docs/template-context.md documents in a `<!-- keys:NAME -->` table ("`a`, `b`" lists several). */
function documentedKeys(name: string): string[] {
  const start = DOC.indexOf(`<!-- keys:${name} -->`);
  const table = DOC.slice(start, DOC.indexOf('<!-- /keys -->', start));
  return [...table.matchAll(/^\| ([^|]+)\|/gm)]
    .flatMap((m) => [...(m[1] ?? '').matchAll(/`([^`]+)`/g)].map((k) => k[1] ?? ''))
    .sort();
}

eachDialect('donate page (203) and contribution confirmed (204)', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function donationSite(settings: Record<string, unknown> = SETTINGS) {
    world = await checkoutSite(getDb());
    await saveDonationSettings(getDb().db, world.websiteId, settings);
    return world;
  }
  const page = (url: string, cookie = '') =>
    world!.app.inject({ method: 'GET', url, headers: { host: world!.host, cookie, accept: 'text/html' } });

  /** Places the checkout the donation led to with plain forms and the test card; the confirmation's path. */
  async function payFor(donor: ReturnType<typeof shopper>, checkoutPath: string): Promise<string> {
    const cartToken = new URL(checkoutPath, 'http://x').searchParams.get('cartToken') ?? undefined;
    const withToken: Record<string, string> = cartToken ? { cartToken } : {};
    expect((await donor.form('/checkout/details', { ...DETAILS, ...withToken })).statusCode).toBe(303);
    const checkout = await page(checkoutPath, donor.cookieHeader());
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
    const placed = await donor.form('/checkout/place', { ...CARDS.visa, idempotencyKey: key, ...withToken });
    expect(placed.statusCode).toBe(303);
    return placed.headers.location as string;
  }

  it('is not found while donations are off', async () => {
    await donationSite({ ...SETTINGS, enabled: false });
    expect((await page('/donate')).statusCode).toBe(404);
  });

  it('shows the presets, the custom amount and the frequencies, with its JSON context', async () => {
    await donationSite();
    const shown = await page('/donate');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('class="page-type-203"');
    expect(shown.body).toContain('Keep the library open');
    expect(shown.body).toContain('name="amount" value="1000"> $10.00');
    expect(shown.body).toContain('name="customAmount"');
    expect(shown.body).toContain('($USD, $5.00 to $1,000.00)'.replace('$USD', 'USD'));
    expect(shown.body).toContain('value="monthly"> Monthly');
    const json = await world!.app.inject({
      method: 'GET',
      url: '/donate?format=json',
      headers: { host: world!.host },
    });
    expect(json.json()).toMatchObject({
      pageType: 203,
      pageTypeName: 'DONATE',
      donate: {
        title: 'Keep the library open',
        presets: [
          { amount: 1000, label: '$10.00' },
          { amount: 2500, label: '$25.00' },
        ],
        allowCustomAmount: true,
        minimum: { value: '500', currency: 'USD' },
        frequencies: ['one-off', 'monthly'],
        formAction: '/donate',
        error: null,
      },
    });
    expect(Object.keys(json.json().donate).sort()).toEqual(documentedKeys('donate'));
  });

  it('answers a bad amount with the page and the reason (400), keeping what the donor typed', async () => {
    await donationSite();
    const donor = shopper(world!.app, world!.host);
    const cases: [Record<string, string>, string][] = [
      [{}, 'Choose an amount or enter your own.'],
      [{ amount: '777' }, 'Choose one of the amounts offered.'],
      [{ amount: 'custom', customAmount: 'a lot' }, 'Enter an amount as a number, such as 25 or 25.50.'],
      [{ amount: 'custom', customAmount: '4.99' }, 'The smallest donation we can take is $5.00.'],
      [{ amount: 'custom', customAmount: '1000.01' }, 'The largest donation we can take is $1,000.00.'],
      [{ amount: '1000', frequency: 'weekly' }, 'Choose how often to give.'],
    ];
    for (const [fields, message] of cases) {
      const refused = await donor.form('/donate', fields);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body, message).toContain(message);
    }
    const kept = await donor.form('/donate', {
      amount: 'custom',
      customAmount: '<b>9',
      frequency: 'monthly',
    });
    expect(kept.body).toContain('value="&lt;b&gt;9"');
    expect(kept.body).toMatch(/value="monthly" checked/);
    expect((await donor.form('/donate', { amount: 'x'.repeat(500) })).statusCode).toBe(400);
  });

  it('takes a custom one-off donation through the checkout and thanks the donor with the amount', async () => {
    await donationSite();
    const donor = shopper(world!.app, world!.host);
    const posted = await donor.form('/donate', {
      amount: 'custom',
      customAmount: '37.50',
      frequency: 'one-off',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/checkout');
    const checkout = await page('/checkout', donor.cookieHeader());
    expect(checkout.body).toContain('Donation');
    expect(checkout.body).toContain('$37.50');
    // The cart's line leads back to the donate page (its product sits in a hidden store).
    expect((await donor.cart()).json().entries).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Donation'), productUrl: '/donate' }),
    ]);
    const confirmation = await payFor(donor, '/checkout');
    const thanks = await page(confirmation);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('class="page-type-204"');
    expect(thanks.body).toContain('Thank you for your donation');
    expect(thanks.body).toContain('donation of <strong>$37.50</strong>');
    const json = await world!.app.inject({
      method: 'GET',
      url: `${confirmation}?format=json`,
      headers: { host: world!.host },
    });
    expect(json.json()).toMatchObject({
      pageType: 204,
      contribution: { amount: { value: '3750', currency: 'USD' }, frequency: 'one-off' },
      order: { order: { grandTotal: { value: '3750' }, shippingTotal: { value: '0' } } },
    });
    expect(Object.keys(json.json().contribution).sort()).toEqual(documentedKeys('contribution'));
    // The donation products are sold from the donate page only, never listed.
    const listed = await page('/shop');
    expect(listed.body).not.toContain('Donation');
    expect((await page('/sitemap.xml')).body).not.toContain('donation-');
    expect((await page('/search?q=donation')).body).not.toContain('/p/donation-');
  });

  it('takes a monthly donation through the subscriptions machinery', async () => {
    await donationSite();
    const donor = shopper(world!.app, world!.host);
    const posted = await donor.form('/donate', { amount: '2500', frequency: 'monthly' });
    expect(posted.statusCode).toBe(303);
    const next = posted.headers.location as string;
    expect(next).toMatch(/^\/checkout\/subscription\?cartToken=/);
    const confirmation = await payFor(donor, next);
    const thanks = await page(confirmation);
    expect(thanks.body).toContain('class="page-type-204"');
    expect(thanks.body).toContain('monthly donation of <strong>$25.00</strong>');
    expect(thanks.body).toContain('Your donation repeats: $25.00 every month.');
    const subscriptions = await getDb()
      .db.selectFrom('subscriptions')
      .select(['id'])
      .where('website_id', '=', world!.websiteId)
      .execute();
    expect(subscriptions).toHaveLength(1);
  });
});
