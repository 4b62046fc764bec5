import { join } from 'node:path';
import {
  createDatabase,
  findSoleWebsite,
  insertCoupon,
  insertShippingRate,
  insertTaxRule,
  type TesseraDatabase,
} from '@tessera/db';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  screenshot,
  startSite,
  type PageProblems,
  type RunningSite,
} from './harness.js';
import { hydrated, openPage } from './storefront-support.js';

/**
 * Issue 5 in Debian's Chromium against the built server and the demo shop: a shopper buys a
 * physical product with a coupon and shipping, a digital product, a gift card and a subscription,
 * and sees each confirmation. The owner's shipping rate, tax rule and coupon are set up first.
 */
let site: RunningSite;
let browser: Browser;
let database: TesseraDatabase;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  database = createDatabase({ sqliteFile: join(site.dataDir, 'tessera.sqlite') });
  const website = await findSoleWebsite(database.db);
  if (!website) throw new Error('the demo site was not seeded');
  await insertShippingRate(database.db, website.id, {
    name: 'Standard post',
    kind: 'flat',
    countries: ['US'],
    amountCents: 600,
    perKgCents: 0,
    freeAboveCents: 0,
    position: 0,
    enabled: true,
  });
  await insertTaxRule(database.db, website.id, {
    name: 'Illinois sales tax',
    country: 'US',
    region: 'IL',
    rate: '6.25',
    included: false,
    appliesToShipping: false,
  });
  await insertCoupon(database.db, website.id, {
    code: 'WELCOME10',
    kind: 'percentage',
    percent: '10',
    amountCents: null,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: 1,
    scope: 'all',
    productIds: [],
    categoryIds: [],
    enabled: true,
  });
}, 180_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
  await site?.stop();
});

/** Errors a journey caused (Chromium's own favicon request is not one). */
function unexpected(problems: PageProblems): string[] {
  return [
    ...problems.consoleErrors.filter((e) => !e.startsWith('Failed to load resource')),
    ...problems.failedRequests,
  ];
}

async function fillContact(page: Page, email: string, address: boolean): Promise<void> {
  const form = page.locator('form[action="/checkout/details"]');
  await form.getByLabel('Email').fill(email);
  if (address) {
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('State / region').fill('IL');
    await form.getByLabel('Postal code').fill('62701');
  }
  await form.getByLabel('Country code (e.g. US)').fill('US');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/commerce/checkout/details'));
  await form.getByRole('button', { name: 'Save details' }).click();
  expect((await saved).status()).toBe(200);
}

async function payAndPlace(page: Page, confirmation: RegExp): Promise<void> {
  const payment = page.locator('form[action="/checkout/place"]');
  await expect.poll(() => payment.getByText('TEST MODE').count()).toBe(1);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/39');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(confirmation);
}

async function addFromProductPage(
  page: Page,
  path: string,
  choose?: (form: ReturnType<Page['locator']>) => Promise<void>,
) {
  await openPage(page, site.url, path);
  const form = page.locator('form.ts-add-to-cart');
  if (choose) await choose(form);
  await form.locator('button[type="submit"]').click();
}

/** Waits for the add-to-cart answer and the cart refresh after it, so leaving the page aborts nothing. */
async function addedToCart(page: Page): Promise<void> {
  await page.locator('form.ts-add-to-cart button[type="submit"]', { hasText: 'Added!' }).waitFor();
  await page.waitForLoadState('networkidle');
  const cart = await page.request.get(`${site.url}/api/commerce/shopping-cart`);
  expect(((await cart.json()) as { totalQuantity: number }).totalQuantity).toBe(1);
}

describe('checkout in Chromium', () => {
  it('buys a physical product with a coupon, shipping and tax, and sees the confirmation', async () => {
    const { context, page, problems } = await newPage(browser);
    await addFromProductPage(page, '/shop/p/speckled-mug', async (form) => {
      await form.getByLabel('Glaze').selectOption('Oat');
    });
    await addedToCart(page);
    await openPage(page, site.url, '/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await fillContact(page, 'ada@example.com', true);
    await expect.poll(() => page.getByRole('radio', { name: /Standard post/ }).isChecked()).toBe(true);
    await page.getByLabel('Coupon code', { exact: true }).fill('welcome10');
    await page.locator('form[action="/checkout/coupons"]').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.ts-checkout__discount').count()).toBe(1);
    await expect.poll(() => page.locator('.ts-checkout__tax').count()).toBe(1);
    await screenshot(page, 'checkout-physical');
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you for your order' }).count()).toBe(1);
    const body = await page.locator('main').textContent();
    expect(body).toMatch(/Order #\d+/);
    expect(body).toContain('Speckled Stoneware Mug');
    expect(body).toContain('Discount');
    expect(body).toContain('Shipping (Standard post)');
    expect(body).toContain('TEST MODE');
    await screenshot(page, 'checkout-physical-confirmed');
    await page.getByRole('link', { name: 'View order status' }).click();
    await page.waitForURL(/\/orders\/status\//);
    expect(await page.getByRole('heading', { name: 'Order status' }).count()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('buys a digital product and downloads it from the confirmation', async () => {
    const { context, page, problems } = await newPage(browser);
    await addFromProductPage(page, '/shop/p/dye-field-guide');
    // The guide's button is an express checkout: add, then straight to checkout.
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await fillContact(page, 'reader@example.com', false);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const link = page.getByRole('link', { name: /^Download Natural Dye Field Guide/ });
    await expect.poll(() => link.count()).toBe(1);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/downloads\/[0-9a-f]{24}\.[0-9a-z]+\.[\w-]{43}$/);
    const file = await page.request.get(`${site.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'checkout-digital-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('buys a gift card and sees it on the confirmation', async () => {
    const { context, page, problems } = await newPage(browser);
    await addFromProductPage(page, '/shop/p/gift-card', async (form) => {
      await form.locator('select').first().selectOption('$50');
    });
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await fillContact(page, 'giver@example.com', false);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const body = await page.locator('main').textContent();
    expect(body).toContain('Fern & Fable Gift Card');
    expect(body).toMatch(
      /Gift card •••• [0-9A-Z]{4}: \$50\.00 \(balance \$50\.00\)\. The code was sent by email\./,
    );
    await screenshot(page, 'checkout-gift-card-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('subscribes to the yarn club and sees the subscription confirmed', async () => {
    const { context, page, problems } = await newPage(browser);
    await openPage(page, site.url, '/shop/p/yarn-club');
    await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[\w-]{43}$/);
    await hydrated(page);
    expect(await page.getByRole('heading', { name: 'Subscription checkout' }).count()).toBe(1);
    expect(await page.locator('.ts-checkout__plan').textContent()).toBe('$32.00 every month');
    await fillContact(page, 'knitter@example.com', true);
    await payAndPlace(page, /\/checkout\/subscription-confirmed\/[\w-]{43}$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your subscription is confirmed' }).count())
      .toBe(1);
    expect(await page.locator('main').textContent()).toContain('Hand-dyed Yarn Club');
    await screenshot(page, 'checkout-subscription-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
