import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, useSiteAndBrowser, type PageProblems } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';
import { confirmedOrderNumber, fillDetails, payAndPlace } from './checkout-support.js';
import { hydrated, openPage } from './storefront-support.js';

/**
 * Issue 9: a newcomer buys one product of every kind the demo sells — from the freshly seeded
 * demo, through the storefront's UI only, with the test card and a Portland, OR address — and
 * sees the confirmation page and the confirmation e-mail at the local SMTP server. Nothing is
 * written to the database first: the shipping rates, the coupon and the products are the seed's.
 */
const kit = useSiteAndBrowser();
let owner: OwnerApi;

beforeAll(async () => {
  owner = await signInOwner(kit.site);
});

afterAll(async () => owner?.close());

/** Errors a journey caused (Chromium's own favicon request is not one). */
function unexpected(problems: PageProblems): string[] {
  return [
    ...problems.consoleErrors.filter((e) => !e.startsWith('Failed to load resource')),
    ...problems.failedRequests,
  ];
}

/** Opens the product page, lets `choose` pick options, and presses its add button. */
async function pressAdd(page: Page, path: string, choose?: (form: Locator) => Promise<void>): Promise<void> {
  await openPage(page, kit.site.url, path);
  const form = page.locator('form.ts-add-to-cart');
  if (choose) await choose(form);
  await form.locator('.ts-add-to-cart__button').click();
}

/** From the added-to-cart popover through the cart page to the checkout. */
async function cartToCheckout(page: Page): Promise<void> {
  await page.locator('.ts-added-popover').waitFor();
  await page.waitForLoadState('networkidle');
  await openPage(page, kit.site.url, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
}

/** The confirmation e-mail of that order, as it reached the SMTP server. */
async function confirmationMail(to: string, orderNumber: string) {
  const mail = await kit.mail.waitFor((m) => m.to.includes(to), 20_000);
  expect(mail.subject).toBe(`Your order #${orderNumber} from Fern & Fable (TEST MODE)`);
  expect(mail.text).toContain(`Order #${orderNumber} from Fern & Fable is confirmed.`);
  return mail;
}

describe('buying every kind of product the demo sells, in Chromium', () => {
  it('buys the overshirt in a chosen size and colour, with the welcome code and US shipping', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await pressAdd(page, '/shop/p/linen-overshirt', async (form) => {
      await form.getByLabel('Size').selectOption('M');
      await form.getByLabel('Colour').selectOption('Indigo');
    });
    await cartToCheckout(page);
    await fillDetails(page, 'ada.shirt@example.com', true);
    // $148 is under the $150 free-shipping line: the seeded US flat rate applies, no Oregon tax.
    const flat = page.getByRole('radio', { name: /US flat rate/ });
    await expect.poll(() => flat.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Free US shipping/ }).count()).toBe(0);
    await page.getByLabel('Coupon code', { exact: true }).fill('welcome10');
    await page.locator('form[action="/checkout/coupons"]').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.ts-checkout__discount').textContent()).toContain('$14.80');
    expect(await page.locator('.ts-checkout__shipping').textContent()).toContain('$9.00');
    expect(await page.locator('.ts-checkout__tax').count()).toBe(0);
    expect(await page.locator('.ts-checkout__grand-total').textContent()).toContain('$142.20');
    await screenshot(page, 'checkout-physical');
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    const orderNumber = await confirmedOrderNumber(page);
    const body = await page.locator('main').textContent();
    expect(body).toContain('Linen Overshirt');
    expect(body).toContain('Shipping (US flat rate)');
    expect(body).toContain('TEST MODE');
    await screenshot(page, 'checkout-physical-confirmed');
    const mail = await confirmationMail('ada.shirt@example.com', orderNumber);
    expect(mail.text).toContain('Linen Overshirt x 1: $148.00');
    expect(mail.text).toContain('Discount: -$14.80');
    expect(mail.text).toContain('Shipping (US flat rate): $9.00');
    expect(mail.text).toContain('Total: $142.20');
    await page.getByRole('link', { name: 'View order status' }).click();
    await page.waitForURL(/\/orders\/status\//);
    expect(await page.getByRole('heading', { name: 'Order status' }).count()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('personalises the tote in its form, and the owner sees the initials on the order', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await pressAdd(page, '/shop/p/waxed-tote');
    const dialog = page.getByRole('dialog', { name: 'Waxed Canvas Tote personalisation' });
    await dialog.getByLabel(/Initials/).fill('MJR');
    await dialog.getByLabel(/Thread colour/).selectOption('Rust');
    await dialog.locator('.ts-additional-fields__submit').click();
    await dialog.waitFor({ state: 'detached' });
    await cartToCheckout(page);
    await fillDetails(page, 'ada.tote@example.com', true);
    await expect.poll(() => page.getByRole('radio', { name: /US flat rate/ }).isChecked()).toBe(true);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const orderNumber = await confirmedOrderNumber(page);
    expect(await page.locator('main').textContent()).toContain('Waxed Canvas Tote');
    const mail = await confirmationMail('ada.tote@example.com', orderNumber);
    expect(mail.text).toContain('Waxed Canvas Tote x 1: $78.00');
    expect(mail.text).toContain('Total: $87.00');
    const { orders } = await owner.send<{ orders: { orderNumber: number; id: string }[] }>(
      'GET',
      '/api/admin/commerce/orders',
    );
    const order = orders.find((o) => String(o.orderNumber) === orderNumber);
    const detail = await owner.send<{ order: { items: { additionalFields: unknown }[] } }>(
      'GET',
      `/api/admin/commerce/orders/${order?.id ?? ''}`,
    );
    expect(JSON.stringify(detail.order.items[0]?.additionalFields)).toMatch(/MJR.*Rust/);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('buys the field guide and downloads it from the confirmation page and the e-mail', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    // The guide's button is an express checkout: add, then straight to checkout.
    await pressAdd(page, '/shop/p/dye-field-guide');
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await fillDetails(page, 'reader@example.com', false);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const orderNumber = await confirmedOrderNumber(page);
    const link = page.getByRole('link', { name: /^Download Natural Dye Field Guide/ });
    await expect.poll(() => link.count()).toBe(1);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/downloads\/[0-9a-f]{24}\.[0-9a-z]+\.[\w-]{43}$/);
    const mail = await confirmationMail('reader@example.com', orderNumber);
    const mailed = /Natural Dye Field Guide \(PDF\): (http\S+\/downloads\/\S+) \(up to/.exec(mail.text)?.[1];
    expect(new URL(mailed ?? 'http://x/').pathname).toBe(href);
    // The link a buyer clicks in the e-mail downloads the PDF in the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((url) => {
        window.location.href = url;
      }, mailed ?? ''),
    ]);
    expect(download.suggestedFilename()).toBe('natural-dye-field-guide.pdf');
    const file = await page.request.get(`${kit.site.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'checkout-digital-confirmed');
    // Chromium reports a navigation that became a download as an aborted request: not a problem.
    expect(unexpected(problems).filter((p) => p !== `GET ${mailed ?? ''}`)).toEqual([]);
    await context.close();
  });

  it('books a place at the dye workshop (a service) for a chosen session', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await pressAdd(page, '/shop/p/dye-workshop', async (form) => {
      expect(await form.locator('.ts-add-to-cart__button').textContent()).toBe('Book a Place');
      await form.getByLabel('Session').selectOption('Saturday afternoon (2:00–5:00)');
    });
    await cartToCheckout(page);
    // A place at a workshop is not shipped: no address, no shipping line.
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await fillDetails(page, 'maker@example.com', false);
    expect(await page.locator('.ts-checkout__shipping').count()).toBe(0);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const orderNumber = await confirmedOrderNumber(page);
    expect(await page.locator('main').textContent()).toContain('Natural Dye Workshop');
    const mail = await confirmationMail('maker@example.com', orderNumber);
    expect(mail.text).toContain('Natural Dye Workshop x 1: $95.00');
    expect(mail.text).toContain('Total: $95.00');
    await screenshot(page, 'checkout-service-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('buys a $50 gift card and receives its code by e-mail', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await pressAdd(page, '/shop/p/gift-card', async (form) => {
      await form.getByLabel('Amount').selectOption('$50');
    });
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await fillDetails(page, 'giver@example.com', false);
    await payAndPlace(page, /\/checkout\/order-confirmed\//);
    const orderNumber = await confirmedOrderNumber(page);
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain('Fern & Fable Gift Card');
    const last4 =
      /Gift card •••• ([0-9A-Z]{4}): \$50\.00 \(balance \$50\.00\)\. The code was sent by email\./.exec(
        body,
      )?.[1];
    expect(last4).toBeDefined();
    const mail = await confirmationMail('giver@example.com', orderNumber);
    const code = /\$50\.00: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(code.replace(/-/g, '').slice(-4)).toBe(last4);
    await screenshot(page, 'checkout-gift-card-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('subscribes to the yarn club and sees the subscription confirmed', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await openPage(page, kit.site.url, '/shop/p/yarn-club');
    await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[\w-]{43}$/);
    await hydrated(page);
    expect(await page.getByRole('heading', { name: 'Subscription checkout' }).count()).toBe(1);
    expect(await page.locator('.ts-checkout__plan').textContent()).toBe('$32.00 every month');
    await fillDetails(page, 'knitter@example.com', true);
    await expect.poll(() => page.getByRole('radio', { name: /US flat rate/ }).isChecked()).toBe(true);
    // Each month's renewal charges the skein and its US shipping, and the plan line says so.
    await expect.poll(() => page.locator('.ts-checkout__plan').textContent()).toBe('$41.00 every month');
    await payAndPlace(page, /\/checkout\/subscription-confirmed\/[\w-]{43}$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your subscription is confirmed' }).count())
      .toBe(1);
    expect(await page.locator('main').textContent()).toContain('Hand-dyed Yarn Club');
    const mail = await kit.mail.waitFor((m) => m.to.includes('knitter@example.com'), 20_000);
    expect(mail.subject).toMatch(/^Your subscription #\d+ from Fern & Fable \(TEST MODE\)$/);
    expect(mail.text).toContain('Subscription: $41.00 every month.');
    expect(mail.text).toContain('Shipping (US flat rate): $9.00');
    expect(mail.text).toContain('Hand-dyed Yarn Club x 1: $32.00');
    await screenshot(page, 'checkout-subscription-confirmed');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
