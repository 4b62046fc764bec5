import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { confirmedOrderNumber, fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

// Issue 12's Marketing journey, UI only: the owner creates a coupon on the Coupons screen, a
// shopper uses it at checkout, and the screen then shows it used once; the owner issues a gift
// card on the Gift cards screen and sees its balance and history.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const CODE = 'SPRING15';

const couponRow = (page: Page) => page.getByRole('row', { name: new RegExp(`^${CODE}\\b`) });

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('marketing in the studio', () => {
  it('creates a coupon that a shopper uses once, then issues a gift card with its balance', async () => {
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    const { page } = owner;
    await signInToStudio(page, kit.site, undefined, '/config/coupons');
    await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('15');
    await dialog.getByRole('button', { name: 'Save coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    await couponRow(page).waitFor();
    expect(await couponRow(page).getByRole('cell').nth(2).textContent()).toBe('0');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'studio-marketing-coupons');

    // A shopper, in a browser context of their own, buys with the new code.
    const shopper = await newPage(kit.browser);
    const buy = shopper.page;
    await openPage(buy, kit.site.url, '/shop/p/linen-overshirt');
    const form = buy.locator('form.ts-add-to-cart');
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Indigo');
    await form.locator('.ts-add-to-cart__button').click();
    await buy.locator('.ts-added-popover').waitFor();
    await buy.waitForLoadState('networkidle');
    await openPage(buy, kit.site.url, '/cart');
    await buy.getByRole('link', { name: 'Checkout' }).click();
    await buy.waitForURL(/\/checkout$/);
    await hydrated(buy);
    await fillDetails(buy, 'spring.buyer@example.com', true);
    await buy.getByLabel('Coupon code', { exact: true }).fill(CODE.toLowerCase());
    await buy.locator('form[action="/checkout/coupons"]').getByRole('button', { name: 'Apply' }).click();
    // 15% of the $148 overshirt.
    await expect.poll(() => buy.locator('.ts-checkout__discount').textContent()).toContain('$22.20');
    await payAndPlace(buy, /\/checkout\/order-confirmed\//);
    await confirmedOrderNumber(buy);
    await shopper.context.close();

    await page.reload();
    await couponRow(page).waitFor();
    expect(await couponRow(page).getByRole('cell').nth(2).textContent()).toBe('1');

    // A gift card issued by hand: its code once, then its balance in the list and its history.
    await page.getByRole('link', { name: 'Gift cards' }).click();
    await page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue gift card' });
    await issue.getByRole('textbox', { name: 'Amount' }).fill('40');
    await issue.getByRole('textbox', { name: 'Recipient e-mail' }).fill('friend@example.org');
    await issue.getByRole('button', { name: 'Issue' }).click();
    const issued = page.getByRole('dialog', { name: 'Gift card issued' });
    const code = (await issued.getByLabel('Gift card code').textContent()) ?? '';
    expect(code).toMatch(/^([34679ACDEFGHJKMNPQRTWXY]{4}-){3}[34679ACDEFGHJKMNPQRTWXY]{4}$/);
    await issued.getByRole('button', { name: 'Done' }).click();
    const card = page.getByRole('row', { name: new RegExp(`…${code.slice(-4)}`) });
    await card.waitFor();
    expect(await card.textContent()).toContain('40.00 USD of 40.00');
    expect(await card.textContent()).toContain('friend@example.org');
    await card.getByRole('button', { name: `Gift card …${code.slice(-4)}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Gift card …${code.slice(-4)}` });
    await drawer.getByRole('table', { name: 'Balance history' }).waitFor();
    expect(await drawer.textContent()).toContain('Balance 40.00 USD of 40.00 USD');
    expect(await drawer.textContent()).toContain('+40.00');
    await settled(page);
    await screenshot(page, 'studio-marketing-gift-card');

    // On a phone the screens keep to the screen's width (wide tables scroll inside their own box).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/config/coupons', '/config/gift-cards']) {
      await page.goto(`${kit.site.url}${path}`);
      await page.getByRole('table').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'studio-marketing-gift-cards-phone');
    // Forms and Mailing lists at 390 px: within the width and without serious axe violations.
    for (const [path, title] of [
      ['/config/forms', 'Forms'],
      ['/config/mailing-lists', 'Mailing lists'],
    ] as const) {
      await page.goto(`${kit.site.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await screenshot(page, 'studio-marketing-mailing-lists-phone');
    expect(owner.problems.consoleErrors.filter((e) => !isSignedOutCheck(e))).toEqual([]);
    await owner.context.close();
  });
});
