import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';

/**
 * Issue 14: a subscriber replaces the card their subscription renews with from the account page,
 * on a phone, in Chromium — a declined test card is refused at its field, the next one is saved
 * and shown, and the confirmation reaches the local SMTP server.
 */
const kit = useSiteAndBrowser();
const PASSWORD = 'violet kiln tuesday harbour';
const CLUB = 'Hand-dyed Yarn Club';

/** Layout shifts whose moved nodes are inside the card island, since the page started loading. */
async function cardIslandShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cardShifts: number }).cardShifts);
}

async function subscribe(page: Page, email: string): Promise<void> {
  await page.goto(`${kit.site.url}/account/signup`);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => page.locator('.account-notice').textContent()).toContain('Check your email');
  await page.goto(`${kit.site.url}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/account$/);
  await openPage(page, kit.site.url, '/shop/p/yarn-club');
  await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/checkout\/subscription\?cartToken=[\w-]{43}$/);
  await hydrated(page);
  await fillDetails(page, email, true);
  await payAndPlace(page, /\/checkout\/subscription-confirmed\/[\w-]{43}$/);
}

describe('a subscriber updates the card, in Chromium', () => {
  it('refuses a declined card at its field, then saves a new one and shows its last 4 digits (390 px)', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport: { width: 390, height: 844 } });
    const email = `card.account.${Date.now()}@example.com`;
    await subscribe(page, email);

    // From here on, count layout shifts of the card island's own nodes (hydration included).
    await page.addInitScript(() => {
      const w = window as unknown as { cardShifts: number };
      w.cardShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          const inIsland = (entry.sources ?? []).some(
            (s) => s.node instanceof Element && s.node.closest('.ts-subscription-card') !== null,
          );
          if (inIsland && !entry.hadRecentInput) w.cardShifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, kit.site.url, '/account/subscriptions');
    const club = page.locator('li', { has: page.getByRole('heading', { name: CLUB }) });
    expect(await club.locator('.ts-subscription-card__current').textContent()).toBe('Card: Visa •••• 4242');
    expect(await cardIslandShifts(page)).toBe(0);

    await club.getByText('Update card').click();
    const form = club.locator('form.ts-subscription-card__form');
    expect(await form.textContent()).toContain('TEST MODE');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const enter = async (number: string) => {
      await form.getByLabel('Card number').fill(number);
      await form.getByLabel('Expiry (MM/YY)').fill('12/39');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: `Save card for ${CLUB}` }).click();
    };
    await enter('4000 0000 0000 0002');
    const number = form.getByLabel('Card number');
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect(await club.locator('.ts-subscription-card__current').textContent()).toBe('Card: Visa •••• 4242');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'account-card-declined-390');

    await enter('5555 5555 5555 4444');
    const current = club.locator('.ts-subscription-card__current');
    await expect.poll(() => current.textContent()).toBe('Card: Mastercard •••• 4444');
    expect(await club.getByRole('status').textContent()).toBe(
      'Card updated: renewals are charged to Mastercard •••• 4444 from now on.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-card-390');

    // The server keeps it: the page drawn again shows the new card.
    await openPage(page, kit.site.url, '/account/subscriptions');
    expect(await current.textContent()).toBe('Card: Mastercard •••• 4444');
    const mail = await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === `The card for your subscription to ${CLUB} is updated`,
      20_000,
    );
    expect(mail.text).toContain('Mastercard •••• 4444');
    // The declined card's 402 answer is logged by Chromium itself; nothing else may be.
    const declined = 'Failed to load resource: the server responded with a status of 402 (Payment Required)';
    expect(problems.consoleErrors.filter((error) => error !== declined)).toEqual([]);
    await context.close();
  });
});
