import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';
import { hydrated, openPage } from './storefront-support.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

// Issue 12's store-settings journey: on the studio's Store settings screen the owner adds a tax
// rule for the whole US and a US shipping rate; a shopper in Portland, OR sees both at checkout.
// The owner presses Undo: the rate is gone from the store and from the shopper's checkout, the
// tax stays. UI and HTTP only (the owner API is used only to look).
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const RATE = 'Studio courier';
const TAX = 'US test sales tax';

let owner: OwnerApi;
beforeAll(async () => {
  owner = await signInOwner(kit.site);
});
afterAll(async () => owner?.close());

const rateNames = async () =>
  (await owner.send<{ name: string }[]>('GET', '/api/admin/commerce/shipping-rates')).map((r) => r.name);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Picks a country in a searchable country list by typing part of its name. */
async function chooseCountry(page: Page, label: RegExp, search: string, name: string) {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel(label);
  await input.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  // A multi-select keeps its list open for more choices: moving on closes it.
  await input.press('Tab');
}

describe('store settings reach the checkout, and Undo takes them back', () => {
  it('adds a tax rule and a shipping rate the shopper sees; Undo removes the rate', async () => {
    const studio = await newPage(kit.browser, { viewport: DESKTOP });
    const page = studio.page;
    await signInToStudio(page, kit.site);
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Store settings' })
      .click();
    await page.getByRole('heading', { name: 'Store settings', level: 1 }).waitFor();

    // A 5% tax for the whole US (the seed's Oregon rule is 0%).
    await page.getByRole('tab', { name: 'Taxes' }).click();
    await page.getByRole('button', { name: 'Add tax rule' }).click();
    const taxDialog = page.getByRole('dialog', { name: 'Add tax rule' });
    await taxDialog.getByRole('textbox', { name: /^Name/ }).fill(TAX);
    await chooseCountry(page, /^Country/, 'United Sta', 'United States');
    await taxDialog.getByRole('textbox', { name: /^Rate/ }).fill('5');
    await taxDialog.getByRole('button', { name: 'Save tax rule' }).click();
    await page.getByRole('row').filter({ hasText: TAX }).waitFor();

    // A $4 flat rate for the US, cheaper than the seed's $9 one.
    await page.getByRole('tab', { name: 'Shipping' }).click();
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Add shipping rate' });
    await rateDialog.getByRole('textbox', { name: /^Name/ }).fill(RATE);
    await rateDialog.getByRole('textbox', { name: 'Price (USD)' }).fill('4');
    await chooseCountry(page, /^Countries/, 'United Sta', 'United States');
    await settled(page);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await rateDialog.getByRole('button', { name: 'Save rate' }).click();
    const rateRow = page.getByRole('row').filter({ hasText: RATE });
    await rateRow.waitFor();
    expect(await rateRow.textContent()).toContain('$4.00');
    expect(await rateRow.textContent()).toContain('United States');
    await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'studio-store-settings-shipping');
    expect(await rateNames()).toContain(RATE);

    // A shopper in Portland, OR buys the overshirt ($148): both settings are in the checkout.
    const shopper = await newPage(kit.browser);
    await openPage(shopper.page, kit.site.url, '/shop/p/linen-overshirt');
    const form = shopper.page.locator('form.ts-add-to-cart');
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Indigo');
    await form.locator('.ts-add-to-cart__button').click();
    await shopper.page.locator('.ts-added-popover').waitFor();
    await shopper.page.waitForLoadState('networkidle');
    await openPage(shopper.page, kit.site.url, '/checkout');
    await hydrated(shopper.page);
    await fillDetails(shopper.page, 'ada.settings@example.com', true);
    const courier = shopper.page.getByRole('radio', { name: new RegExp(RATE) });
    await expect.poll(() => courier.isChecked()).toBe(true);
    expect(await shopper.page.locator('.ts-checkout__shipping').textContent()).toContain('$4.00');
    // 5% of $148.00.
    expect(await shopper.page.locator('.ts-checkout__tax').textContent()).toContain('$7.40');
    await screenshot(shopper.page, 'studio-store-settings-checkout');

    // Undo: the rate the owner added last is deleted; the tax rule stays.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rateRow.count()).toBe(0);
    expect(await rateNames()).not.toContain(RATE);
    await page.getByRole('tab', { name: 'Taxes' }).click();
    await page.getByRole('row').filter({ hasText: TAX }).waitFor();

    await shopper.page.reload();
    await hydrated(shopper.page);
    await expect.poll(() => shopper.page.getByRole('radio', { name: new RegExp(RATE) }).count()).toBe(0);
    await expect.poll(() => shopper.page.getByRole('radio', { name: /US flat rate/ }).isChecked()).toBe(true);
    expect(await shopper.page.locator('.ts-checkout__tax').textContent()).toContain('$7.40');
    // Payments: the test provider, labelled as such, with its cards.
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByText('Test mode: no real money is taken').waitFor();
    expect(await page.getByRole('table', { name: 'Test cards' }).textContent()).toContain(
      '4242 4242 4242 4242',
    );
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(studio.problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await shopper.context.close();
    await studio.context.close();
  });
});
