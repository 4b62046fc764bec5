import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationInput } from '@tessera/contract';
import { isOnSale, isSoldOut, PRODUCT_TYPES, type ProductContent } from '@tessera/core';
import {
  listProductReviews,
  productReviewSummary,
  findDonationSettings,
  findForm,
  getCommercePreferences,
  getHeaderFooter,
  getNavigation,
  listCollections,
  listImageVariants,
  listItems,
  listProducts,
  listMemberAreas,
  type Product,
} from '@tessera/db';
import { eachDialect, websiteRowsSnapshot } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, shopper } from '../checkout/testing/shopper.js';
import { buildTestApp, BASE_HOST } from '../testing/harness.js';
import { DEMO_PRODUCTS } from './catalog.js';
import { DEMO_DONATIONS } from './commerce-settings.js';
import { DAY_MS } from './seed-scope.js';
import { seedDemoSite, type DemoSite } from './seed-demo-site.js';

const NOW = Date.UTC(2030, 2, 15, 12);
const PASSWORD = 'demo password for tests';
const SEED_TIMEOUT = 240_000;

function content(product: Product): ProductContent {
  return {
    productType: product.product_type,
    variants: product.variants.map((v) => ({
      sku: v.sku,
      attributes: v.attributes,
      priceMoney: { value: String(v.price), currency: v.currency },
      salePriceMoney: { value: String(v.sale_price), currency: v.currency },
      onSale: v.on_sale,
      unlimited: v.unlimited,
      qtyInStock: v.qty_in_stock,
    })),
  };
}

eachDialect('demo store seed', (getDb) => {
  let dataDir: string;
  let demo: DemoSite;
  let products: Product[];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-seed-'));
    demo = await seedDemoSite(getDb().db, { dataDir, ownerPassword: PASSWORD, now: NOW });
    products = await listProducts(getDb().db, demo.website.id, demo.id('collection:shop'));
  }, SEED_TIMEOUT);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('the store', () => {
    it('has at least 12 published products in the shop with stable ids', () => {
      expect(products.length).toBeGreaterThanOrEqual(12);
      // The catalogue, and the Dye School course's access (seed-members.ts).
      expect(products).toHaveLength(DEMO_PRODUCTS.length + 1);
      expect(products.every((p) => p.item.publish_state === 'published')).toBe(true);
      expect(products.map((p) => p.item_id)).toContain(demo.id('product:linen-overshirt'));
    });

    it('covers every product kind the brief lists', async () => {
      const byKey = (key: string) => products.find((p) => p.item.url_id === key);
      const shirt = byKey('linen-overshirt');
      expect(shirt?.variant_option_ordering).toEqual(['Size', 'Colour']);
      expect(shirt?.variants).toHaveLength(9);
      expect(new Set(shirt?.variants.map((v) => v.main_image_id)).size).toBe(3);
      expect(new Set(shirt?.variants.map((v) => v.qty_in_stock)).size).toBeGreaterThan(2);
      expect(products.filter((p) => isSoldOut(content(p))).map((p) => p.item.url_id)).toEqual([
        'serving-bowl',
      ]);
      expect(products.filter((p) => isOnSale(content(p))).length).toBeGreaterThanOrEqual(2);
      const lowStock = products.filter((p) =>
        p.variants.some((v) => !v.unlimited && v.qty_in_stock > 0 && v.qty_in_stock <= 3),
      );
      expect(lowStock.some((p) => p.merchandising.scarcityEnabled)).toBe(true);
      const digital = products.filter((p) => p.product_type === PRODUCT_TYPES.DIGITAL);
      expect(digital.length).toBeGreaterThanOrEqual(1);
      expect(digital.every((p) => p.digital_file_id !== null)).toBe(true);
      expect(products.some((p) => p.product_type === PRODUCT_TYPES.SERVICE)).toBe(true);
      const giftCard = products.find((p) => p.product_type === PRODUCT_TYPES.GIFT_CARD);
      expect(giftCard?.variants.map((v) => v.price)).toEqual([2500, 5000, 10000]);
      expect(products.some((p) => p.subscription_plan !== null)).toBe(true);
      const personalised = products.find((p) => p.additional_fields_form_id !== null);
      const form = await findForm(getDb().db, demo.website.id, personalised?.additional_fields_form_id ?? '');
      expect(form).toMatchObject({ kind: 'product' });
      expect(form?.fields.map((f) => f.type)).toEqual(['text', 'select']);
    });

    it('stores every picture through the files service with its variants, and the PDFs', async () => {
      for (const product of products) {
        for (const imageId of product.images) {
          const widths = (await listImageVariants(getDb().db, demo.website.id, imageId)).map((v) => v.width);
          expect(widths).toEqual([100, 300, 500, 750, 1000]);
          expect(existsSync(join(dataDir, 'files', demo.website.id, imageId, '1000w.webp'))).toBe(true);
        }
      }
      const guide = products.find((p) => p.item.url_id === 'dye-field-guide');
      expect(
        existsSync(join(dataDir, 'files', demo.website.id, guide?.digital_file_id ?? '-', 'original.pdf')),
      ).toBe(true);
    });
  });

  it('has pages, a journal with posts and events before and after now', async () => {
    const collections = await listCollections(getDb().db, demo.website.id);
    expect(collections.map((c) => c.url_id)).toEqual(
      expect.arrayContaining(['home', 'shop', 'journal', 'workshops', 'about', 'contact', 'info', 'faq']),
    );
    const posts = await listItems(getDb().db, demo.website.id, demo.id('collection:journal'));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((p) => p.publish_state === 'published' && (p.publish_on ?? NOW) < NOW)).toBe(true);
    const latest = posts.find((p) => p.url_id === 'year-of-natural-dyeing');
    expect(latest?.publish_on).toBe(NOW - 6 * DAY_MS);
    const events = await listItems(getDb().db, demo.website.id, demo.id('collection:events'));
    expect(events.some((e) => (e.start_date ?? 0) > NOW)).toBe(true);
    expect(events.some((e) => (e.end_date ?? Infinity) < NOW)).toBe(true);
  });

  it('has a contact page with a form block and a main navigation with a folder, header and footer', async () => {
    const db = getDb().db;
    const layout = await db
      .selectFrom('blocks')
      .innerJoin('page_layouts', 'page_layouts.id', 'blocks.layout_id')
      .select(['blocks.block_type', 'blocks.config'])
      .where('page_layouts.owner_id', '=', demo.id('collection:contact'))
      .execute();
    const formBlock = layout.find((b) => b.block_type === 9);
    const formId = (JSON.parse(formBlock?.config ?? '{}') as { formId?: string }).formId ?? '';
    expect(await findForm(db, demo.website.id, formId)).toMatchObject({ kind: 'form', name: 'Contact' });
    const main = await getNavigation(db, demo.website.id, 'main');
    expect(main[0]?.collectionId).toBe(demo.id('collection:home'));
    expect(main.some((n) => n.children.length === 3)).toBe(true);
    const headerFooter = await getHeaderFooter(db, demo.website.id);
    expect(headerFooter.header).toMatchObject({ showCart: true });
    expect(headerFooter.footer).toMatchObject({ email: 'hello@fernandfable.example' });
  });

  it('turns instalment messaging on with a US shop’s range', async () => {
    expect(await getCommercePreferences(getDb().db, demo.website.id, 'instalments')).toEqual({
      afterPayAvailable: true,
      afterPayMinCents: 3500,
      afterPayMaxCents: 200_000,
    });
  });

  it('turns donations on with settings the owner API would accept', async () => {
    const stored = await findDonationSettings(getDb().db, demo.website.id);
    expect(stored?.settings).toEqual(DEMO_DONATIONS);
    expect(donationInput.safeParse(stored?.settings).success).toBe(true);
  });

  it('publishes reviews on two products, with stable ids', async () => {
    const db = getDb().db;
    for (const key of ['linen-overshirt', 'speckled-mug']) {
      const itemId = demo.id(`product:${key}`);
      expect((await productReviewSummary(db, demo.website.id, itemId)).count, key).toBe(2);
    }
    const all = await listProductReviews(db, demo.website.id, {}, { offset: 0, limit: 10 });
    expect(all.reviews.map((r) => r.status)).toEqual(Array(4).fill('published'));
    expect(all.reviews.map((r) => r.id)).toContain(demo.id('review:speckled-mug:2'));
  });

  it('has a member area: a paid course with a free first lesson, and a free page introducing it', async () => {
    const areas = await listMemberAreas(getDb().db, demo.website.id);
    expect(areas).toMatchObject([
      {
        id: demo.id('member-area:dye-school'),
        pricing: 'one-time',
        product_id: demo.id('product:dye-school'),
        collection_ids: [demo.id('collection:dye-school')],
      },
    ]);
    const app = await buildTestApp(getDb());
    try {
      const page = (url: string) =>
        app.inject({ method: 'GET', url, headers: { host: `${demo.website.slug}.${BASE_HOST}` } });
      expect((await page('/dye-school-intro')).statusCode).toBe(200);
      const course = await page('/dye-school');
      expect(course.statusCode).toBe(200);
      expect(course.body).toContain('Members only');
      expect((await page('/dye-school/welcome')).statusCode).toBe(200);
      expect((await page('/dye-school/scouring')).statusCode).toBe(403);
      const nav = await getNavigation(getDb().db, demo.website.id, '_memberareas');
      expect(nav.map((n) => n.memberAreaId)).toEqual([null, demo.id('member-area:dye-school')]);
    } finally {
      await app.close();
    }
  });

  it('changes nothing when run again', async () => {
    const before = await websiteRowsSnapshot(getDb().db, demo.website.id);
    const again = await seedDemoSite(getDb().db, {
      dataDir,
      ownerPassword: 'another password',
      now: NOW + DAY_MS,
    });
    expect(again.created).toBe(false);
    expect(again.website.id).toBe(demo.website.id);
    expect(await websiteRowsSnapshot(getDb().db, demo.website.id)).toEqual(before);
  });

  it('seeds the rates, tax rule and coupon its pages promise, with stable ids', async () => {
    const db = getDb().db;
    const rates = await db
      .selectFrom('shipping_rates')
      .selectAll()
      .where('website_id', '=', demo.website.id)
      .execute();
    expect(rates.map((r) => r.id)).toContain(demo.id('shipping-rate:us-flat'));
    const taxRules = await db
      .selectFrom('tax_rules')
      .select(['id', 'region', 'rate'])
      .where('website_id', '=', demo.website.id)
      .execute();
    expect(taxRules).toEqual([{ id: demo.id('tax-rule:oregon'), region: 'OR', rate: '0' }]);
    const coupons = await db
      .selectFrom('coupons')
      .select(['id', 'code'])
      .where('website_id', '=', demo.website.id)
      .execute();
    expect(coupons).toEqual([{ id: demo.id('coupon:welcome10'), code: 'WELCOME10' }]);
  });

  describe('served', () => {
    let app: FastifyInstance;
    const host = `fern-and-fable.${BASE_HOST}`;
    beforeAll(async () => {
      app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    });
    afterAll(async () => app.close());

    it('lets the demo owner sign in as admin', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host },
        payload: { email: 'owner@example.com', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 1, website: { title: 'Fern & Fable' } });
    });

    it('answers GetSiteLayout with titled links, home at /, as the header shows them', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host },
        payload: { email: 'owner@example.com', password: PASSWORD },
      });
      const session = login.cookies.find((c) => c.name === 'tessera_session')?.value ?? '';
      const layout = await app.inject({
        url: '/api/commondata/GetSiteLayout',
        headers: { host, cookie: `tessera_session=${session}` },
      });
      const main = (layout.json() as { links: { title: string | null; url: string | null }[] }[])[0];
      expect(main?.links[0]).toMatchObject({ title: 'Home', url: '/' });
      expect(main?.links.every((l) => l.title)).toBe(true);
      const home = await app.inject({ url: '/', headers: { host, accept: 'text/html' } });
      const header = home.body.slice(0, home.body.indexOf('</header>'));
      expect(header).toMatch(/<a class="nav-link" href="\/"[^>]*>Home<\/a>/);
      for (const link of main?.links ?? []) expect(header).toContain(`>${link.title}<`);
    });

    it('ships as Shipping & Returns promises: $9 in the US, free from $150, Canada, none elsewhere', async () => {
      const portland = { ...ADDRESS, city: 'Portland', region: 'OR', postalCode: '97214' };
      const buyer = shopper(app, host);
      const shirt = demo.id('variant:linen-overshirt:0');
      const shirtSku = products
        .find((p) => p.item.url_id === 'linen-overshirt')
        ?.variants.find((v) => v.id === shirt)?.sku;
      expect(
        (await buyer.add({ itemId: demo.id('product:linen-overshirt'), sku: shirtSku, quantity: 1 }))
          .statusCode,
      ).toBe(200);
      const cartOf = async (address: typeof ADDRESS) => {
        const response = await buyer.details({ shippingAddress: address });
        return (
          response.json() as { checkout: { shoppingCart: Record<string, unknown>; problems: unknown[] } }
        ).checkout;
      };
      const under = await cartOf(portland);
      expect(under.shoppingCart).toMatchObject({
        subtotalCents: 14_800,
        selectedShippingOption: { name: 'US flat rate', amountCents: 900 },
        taxCents: 0,
        grandTotalCents: 15_700,
      });
      expect(under.problems).toEqual([]);
      const napkins = products.find((p) => p.item.url_id === 'linen-napkins')?.variants[0];
      await buyer.add({ itemId: demo.id('product:linen-napkins'), sku: napkins?.sku, quantity: 1 });
      expect((await cartOf(portland)).shoppingCart).toMatchObject({
        subtotalCents: 19_000,
        selectedShippingOption: { name: 'Free US shipping', amountCents: 0 },
        grandTotalCents: 19_000,
      });
      const coupon = await buyer.json('POST', '/api/commerce/checkout/coupons', { code: 'welcome10' });
      expect(coupon.statusCode).toBe(200);
      expect((await cartOf(portland)).shoppingCart).toMatchObject({
        discountCents: 1900,
        selectedShippingOption: { name: 'Free US shipping', amountCents: 0 },
        grandTotalCents: 19_000 - 1900,
      });
      const toronto = { ...ADDRESS, city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' };
      expect((await cartOf(toronto)).shoppingCart).toMatchObject({
        selectedShippingOption: { name: 'Canada', amountCents: 1800 },
      });
      const london = { ...ADDRESS, city: 'London', region: '', postalCode: 'E1 6AN', country: 'GB' };
      expect((await cartOf(london)).shoppingCart).toMatchObject({
        selectedShippingOption: { name: 'International', amountCents: 2800 },
      });
      const saoPaulo = {
        ...ADDRESS,
        city: 'São Paulo',
        region: 'SP',
        postalCode: '01310-100',
        country: 'BR',
      };
      expect((await cartOf(saoPaulo)).problems).toEqual([
        { code: 'shipping', message: 'Shipping is not available to this address.' },
      ]);
    });

    it('serves the home page, the shop, a product and its pictures', async () => {
      for (const url of ['/', '/shop', '/shop/p/linen-overshirt', '/journal', '/contact']) {
        const response = await app.inject({ url, headers: { host, accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('Fern &amp; Fable');
      }
      // The instalment pill of a physical product in range: $148 in 4 payments of $37.
      const shirt = await app.inject({
        url: '/shop/p/linen-overshirt',
        headers: { host, accept: 'text/html' },
      });
      expect(shirt.body).toContain('4 interest-free payments of $37.00');
      const imageId = demo.id('image:linen-overshirt:Moss');
      const picture = await app.inject({
        url: `/files/${imageId}/linen-overshirt-moss.jpg?format=500w`,
        headers: { host },
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    });

    it('serves the donate page with the appeal, its presets and monthly giving', async () => {
      const donate = await app.inject({ url: '/donate', headers: { host, accept: 'text/html' } });
      expect(donate.statusCode).toBe(200);
      expect(donate.body).toContain('Support our natural-dye school');
      for (const preset of ['$15.00', '$30.00', '$60.00']) expect(donate.body).toContain(preset);
      expect(donate.body).toContain('value="monthly"');
      // The About page carries the same appeal as a DONATION block posting to /donate.
      const about = await app.inject({ url: '/about', headers: { host, accept: 'text/html' } });
      expect(about.body).toContain('Support our natural-dye school');
      expect(about.body).toMatch(/<form[^>]*action="\/donate"/);
    });
  });
});
