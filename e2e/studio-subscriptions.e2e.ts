import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const SHOPPER = 'club.member@example.com';

/** Runs a drawer action through its confirmation dialog. */
async function confirmAction(page: Page, drawer: Locator, action: string, title: string): Promise<void> {
  await drawer.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: title });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

describe('subscriptions in the studio', () => {
  it('pauses, resumes and cancels a subscription a shopper bought, on screen', async () => {
    // A shopper subscribes to the yarn club with the test card.
    const shopper = await newPage(kit.browser);
    await openPage(shopper.page, kit.site.url, '/shop/p/yarn-club');
    await shopper.page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Subscribe' }).click();
    await shopper.page.waitForURL(/\/checkout\/subscription\?cartToken=[\w-]{43}$/);
    await hydrated(shopper.page);
    await fillDetails(shopper.page, SHOPPER, true);
    await payAndPlace(shopper.page, /\/checkout\/subscription-confirmed\/[\w-]{43}$/);
    await shopper.context.close();

    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    const page = owner.page;
    await signInToStudio(page, kit.site, undefined, '/config/subscriptions');
    await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    // The list's row (the drawer's facts name the shopper too).
    const row = page.locator('main').getByRole('row', { name: new RegExp(SHOPPER) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    await row.getByRole('button', { name: new RegExp(`^${SHOPPER}:`) }).click();
    const drawer = page.getByRole('dialog', { name: /Yarn/ });
    await drawer.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await confirmAction(page, drawer, 'Pause', 'Pause this subscription?');
    await drawer.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Paused');

    await confirmAction(page, drawer, 'Resume', 'Resume this subscription?');
    await drawer.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Active');

    await confirmAction(page, drawer, 'Cancel subscription', 'Cancel this subscription?');
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Cancelled');
    expect(await drawer.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);
    await screenshot(page, 'studio-subscription-cancelled');
    expect(owner.problems.consoleErrors.filter((e) => !isSignedOutCheck(e))).toEqual([]);
    await owner.context.close();
    // A shopper's checkout and a studio journey: ~50 s on a quiet machine.
  }, 180_000);
});
