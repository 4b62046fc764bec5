import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { demoOwner, signInOwner, type OwnerApi } from './owner-api.js';
import { hydrated, openPage } from './storefront-support.js';

// Issue 19's review request journey: the owner, testing their own store (the demo's test-mode
// payments are asked for reviews only for the owner's own address), sets the request to go at
// once, buys the tote, ships it; the e-mail arrives with the signed link; the review form page
// (type 209) takes a review without JavaScript, which lands in the owner's moderation queue.
const kit = useSiteAndBrowser();
let owner: OwnerApi;

beforeAll(async () => {
  owner = await signInOwner(kit.site);
});
afterAll(async () => owner.close());

async function buyTote(page: Page, email: string): Promise<void> {
  await openPage(page, kit.site.url, '/shop/p/waxed-tote');
  await page.locator('form.ts-add-to-cart .ts-add-to-cart__button').click();
  const dialog = page.getByRole('dialog', { name: 'Waxed Canvas Tote personalisation' });
  await dialog.getByLabel(/Initials/).fill('AL');
  await dialog.getByLabel(/Thread colour/).selectOption('Rust');
  await dialog.locator('.ts-additional-fields__submit').click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.ts-added-popover').waitFor();
  await page.waitForLoadState('networkidle');
  await openPage(page, kit.site.url, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await fillDetails(page, email, true);
  await payAndPlace(page, /\/checkout\/order-confirmed\//);
}

describe('reviews request', () => {
  it('mails the buyer of a shipped order a link whose page takes a review for moderation', async () => {
    const email = demoOwner(kit.site).email;
    await owner.send('PUT', '/api/admin/website/settings', {
      reviewRequests: { enabled: true, delayDays: 0 },
    });
    const shop = await newPage(kit.browser);
    await buyTote(shop.page, email);
    const { orders } = await owner.send<{ orders: { id: string; email: string }[] }>(
      'GET',
      '/api/admin/commerce/orders',
    );
    const order = orders.find((o) => o.email.toLowerCase() === email.toLowerCase());
    if (!order) throw new Error('the order is not in the owner’s list');
    await owner.send('POST', `/api/admin/commerce/orders/${order.id}/fulfillment`, { notify: false });

    const mail = await kit.mail.waitFor(
      (m) => m.to.includes(email.toLowerCase()) && /^How was your order/.test(m.subject),
      30_000,
    );
    expect(mail.text).toContain('- Waxed Canvas Tote');
    const link = /(http\S+\/reviews\/request\?token=[\w.%-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no review link in: ${mail.text}`);

    // axe needs JavaScript: it checks the page in the shop's browser; the review goes in without.
    const checked = async (url: string) => {
      expect((await shop.page.goto(url))?.status()).toBe(200);
      expect(await seriousViolations(shop.page)).toEqual([]);
    };
    await checked(link);
    const { context, page, problems } = await newPage(kit.browser, { javaScriptEnabled: false });
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { name: /^Review your order #\d+$/, level: 1 }).waitFor();
    const tote = page.getByRole('article', { name: 'Waxed Canvas Tote' });
    await tote.getByRole('radio', { name: '4 stars' }).check();
    await tote.getByLabel('Title (optional)').fill('Sturdy');
    await tote.getByLabel('Review').fill('Carries my market shopping every week.');
    await tote.getByLabel('Your name').fill('Ada L.');
    await tote.getByRole('button', { name: 'Submit review' }).click();
    await page.waitForURL(/&reviewed=/);
    await tote.getByText('Thank you! Your review will appear once it has been approved.').waitFor();
    await tote.getByText('Reviewed. Thank you!').waitFor();
    await screenshot(page, 'reviews-request-done');
    await checked(page.url());

    const queue = await owner.send<{
      reviews: { title: string; rating: number; productName: string | null }[];
    }>('GET', '/api/admin/commerce/reviews?status=pending');
    expect(queue.reviews).toContainEqual(
      expect.objectContaining({ title: 'Sturdy', rating: 4, productName: 'Waxed Canvas Tote' }),
    );
    // With scripts off, Chromium starts the pages' modulepreload downloads and cancels them.
    const failed = problems.failedRequests.filter(
      (line) => !/^GET \S+\/assets\/storefront\/assets\/[\w-]+\.js$/.test(line),
    );
    expect({ ...problems, failedRequests: failed }).toEqual({ consoleErrors: [], failedRequests: [] });
    expect(shop.problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await context.close();
    await shop.context.close();
  }, 180_000);
});
