import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's donation journey: the owner turns donations on through the owner API; a visitor opens
// the donate page (203), is told a too-small custom amount is refused, gives a custom amount,
// pays with the test card at the store's own checkout and is thanked with the amount (204). Then the
// owner renames the appeal on the studio's Donations screen and the donate page shows the new title.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

let owner: OwnerApi;
beforeAll(async () => {
  owner = await signInOwner(kit.site);
  await owner.send('PUT', '/api/admin/commerce/donations', {
    enabled: true,
    title: 'Keep the studio kiln firing',
    description: 'Your gift pays for clay and kiln time in our free workshops.',
    buttonLabel: 'Donate',
    presetAmounts: [1000, 2500, 5000],
    allowCustomAmount: true,
    minimumAmount: 500,
    maximumAmount: 100_000,
    frequencies: ['one-off', 'monthly'],
  });
});
afterAll(() => owner.close());

describe('donations', () => {
  it('takes a donation of a custom amount with the test card and shows the confirmation', async () => {
    const visitor = await newPage(kit.browser, { viewport: DESKTOP });
    const { page } = visitor;
    await page.goto(`${kit.site.url}/donate`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Keep the studio kiln firing' }).count())
      .toBe(1);
    expect(await seriousViolations(page, '.donate-page')).toEqual([]);
    const form = page.locator('form.donation-form');
    for (const preset of ['$10.00', '$25.00', '$50.00'])
      expect(await form.getByLabel(preset).count()).toBe(1);

    // Below the owner's minimum: the page comes back with the reason and the amount typed.
    await form.getByLabel('Other amount').check();
    await form.getByLabel(/Your amount/).fill('3');
    await form.getByRole('button', { name: 'Donate' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The smallest donation we can take is $5.00.');
    expect(
      await page
        .locator('form.donation-form')
        .getByLabel(/Your amount/)
        .inputValue(),
    ).toBe('3');

    await page.locator('form.donation-form').getByLabel('Other amount').check();
    await page
      .locator('form.donation-form')
      .getByLabel(/Your amount/)
      .fill('37.50');
    await page.locator('form.donation-form').getByRole('button', { name: 'Donate' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('Donation');
    await fillDetails(page, 'donor@example.com', false);
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Thank you for your donation' }).count())
      .toBe(1);
    expect(await page.locator('main').textContent()).toContain('We received your donation of $37.50.');
    expect(await seriousViolations(page, '.contribution-page')).toEqual([]);
    await screenshot(page, 'donation-confirmed');
    // The refused amount's page answers 400 on purpose; nothing else may fail.
    const refused = (line: string) => /^400 \S+\/donate$/.test(line) || /status of 400/.test(line);
    expect({
      consoleErrors: visitor.problems.consoleErrors.filter((line) => !refused(line)),
      failedRequests: visitor.problems.failedRequests.filter((line) => !refused(line)),
    }).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it('takes a new title from the studio’s Donations screen to the donate page', async () => {
    const studio = await newPage(kit.browser, { viewport: DESKTOP });
    const { page } = studio;
    await signInToStudio(page, kit.site);
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Donations' }).click();
    await page.getByRole('heading', { name: 'Donations', level: 1 }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue()).toBe('Keep the studio kiln firing');
    expect(await page.getByRole('link', { name: 'View donation page' }).getAttribute('href')).toBe('/donate');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await title.fill('Fire the kiln for our free classes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await owner.send<{ title: string }>('GET', '/api/admin/commerce/donations')).title)
      .toBe('Fire the kiln for our free classes');
    await screenshot(page, 'studio-donations');

    const visitor = await newPage(kit.browser, { viewport: DESKTOP });
    await visitor.page.goto(`${kit.site.url}/donate`);
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: 'Fire the kiln for our free classes' }).count())
      .toBe(1);
    expect(visitor.problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
