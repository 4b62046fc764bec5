import { addVariant, saveDonationSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { CARDS, shopper } from '../checkout/testing/shopper.js';
import { signIn } from '../testing/harness.js';
import { donationProducts } from './donation-products.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const SETTINGS = {
  enabled: true,
  title: 'Keep the library open',
  description: '',
  buttonLabel: 'Give now',
  presetAmounts: [1000, 2500],
  allowCustomAmount: true,
  minimumAmount: 500,
  maximumAmount: 100_000,
  frequencies: ['one-off', 'monthly'],
};

interface Line {
  title: string;
  quantity: number;
  purchasePriceCents: number;
  chosenVariant: { attributes: Record<string, string> };
}

eachDialect('donation lines and the donation products kept out of every list', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function donationSite() {
    world = await checkoutSite(getDb());
    await saveDonationSettings(getDb().db, world.websiteId, SETTINGS);
    return world;
  }

  it('merges the same amount given twice into one line of quantity 2; another amount is its own line', async () => {
    const { app, host } = await donationSite();
    const donor = shopper(app, host);
    const gifts: Record<string, string>[] = [
      { amount: '1000', frequency: 'one-off' },
      { amount: 'custom', customAmount: '10', frequency: 'one-off' },
      { amount: '2500', frequency: 'one-off' },
    ];
    for (const fields of gifts)
      expect((await donor.form('/donate', fields)).statusCode, JSON.stringify(fields)).toBe(303);
    const lines = (await donor.cart()).json().entries as Line[];
    expect(lines.map((l) => [l.title, l.quantity, l.purchasePriceCents, l.chosenVariant.attributes])).toEqual(
      [
        ['Donation', 2, 1000, { Amount: '$10.00' }],
        ['Donation', 1, 2500, { Amount: '$25.00' }],
      ],
    );
  });

  it('gives a variant made before amounts were options its amount, so other amounts can join it', async () => {
    const { app, host, websiteId } = await donationSite();
    const { oneOffItemId } = await donationProducts(getDb().db, websiteId);
    const sku = 'DONATION-ONCE-USD-1000';
    await addVariant(getDb().db, websiteId, oneOffItemId, {
      sku,
      price: 1000,
      currency: 'USD',
      unlimited: true,
    });
    const donor = shopper(app, host);
    for (const amount of ['1000', '2500'])
      expect((await donor.form('/donate', { amount, frequency: 'one-off' })).statusCode, amount).toBe(303);
    const lines = (await donor.cart()).json().entries as Line[];
    expect(lines.map((l) => l.chosenVariant.attributes)).toEqual([
      { Amount: '$10.00' },
      { Amount: '$25.00' },
    ]);
  });

  it('keeps the donation products out of the product and collection lists, CSV export, inventory, shop, search and sitemap', async () => {
    const { app, host, site, store } = await donationSite();
    const donor = shopper(app, host);
    expect((await donor.form('/donate', { amount: '1000', frequency: 'one-off' })).statusCode).toBe(303);
    expect((await donor.form('/donate', { amount: '2500', frequency: 'monthly' })).statusCode).toBe(303);
    const owner: OwnerCall = ownerApi(app, await signIn(app, site));

    const listed = (await owner('GET', '/api/admin/commerce/products?pageSize=100')).json() as {
      total: number;
      products: { title: string }[];
    };
    const titles = listed.products.map((p) => p.title);
    expect(titles).toContain(store.mug.item.title);
    expect(titles.filter((t) => /donation/i.test(t))).toEqual([]);
    expect(listed.total).toBe(listed.products.length);
    const searched = (await owner('GET', '/api/admin/commerce/products?search=donation')).json();
    expect(searched).toMatchObject({ total: 0, products: [] });
    const services = (await owner('GET', '/api/admin/commerce/products?productType=3')).json();
    expect(services.products.map((p: { title: string }) => p.title)).not.toContain('Donation');

    const collections = (await owner('GET', '/api/admin/collections')).json().collections;
    expect(collections.map((c: { title: string }) => c.title)).toEqual(['Shop']);

    const csv = (await owner('GET', '/api/admin/commerce/products/export.csv')).body;
    expect(csv).toContain(store.mug.item.url_id);
    expect(csv).not.toMatch(/donation/i);

    const inventory = (await owner('GET', '/api/admin/commerce/inventory?pageSize=100')).json();
    expect(JSON.stringify(inventory)).not.toMatch(/DONATION-|"Donation"/);

    const page = (url: string) => app.inject({ url, headers: { host, accept: 'text/html' } });
    // The only store is the site's home page here, so /shop redirects there.
    const moved = await page('/shop');
    const shop = moved.statusCode === 302 ? await page(String(moved.headers.location)) : moved;
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain(store.mug.item.url_id);
    expect(shop.body).not.toMatch(/donation-/i);
    expect((await page('/search?q=donation')).body).not.toMatch(/\/p\/(monthly-)?donation-/);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toMatch(/donation/i);
  });

  it('shows the donation line in the owner’s orders like any other line', async () => {
    const { app, host, site } = await donationSite();
    const donor = shopper(app, host);
    expect((await donor.form('/donate', { amount: '2500', frequency: 'one-off' })).statusCode).toBe(303);
    const details = await donor.form('/checkout/details', {
      email: 'ada@example.com',
      'shippingAddress[name]': 'Ada Lovelace',
      'shippingAddress[line1]': '12 Analytical Row',
      'shippingAddress[city]': 'Springfield',
      'shippingAddress[region]': 'IL',
      'shippingAddress[postalCode]': '62701',
      'shippingAddress[country]': 'US',
    });
    expect(details.statusCode).toBe(303);
    const checkout = await app.inject({ url: '/checkout', headers: { host, cookie: donor.cookieHeader() } });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
    expect((await donor.form('/checkout/place', { ...CARDS.visa, idempotencyKey: key })).statusCode).toBe(
      303,
    );
    const owner = ownerApi(app, await signIn(app, site));
    const orders = (await owner('GET', '/api/admin/commerce/orders')).json().orders;
    expect(orders).toHaveLength(1);
    expect(orders[0].items).toEqual([
      expect.objectContaining({ productName: 'Donation', quantity: 1, sku: 'DONATION-ONCE-USD-2500' }),
    ]);
  });
});
