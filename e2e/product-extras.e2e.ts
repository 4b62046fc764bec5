import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { cartOf, expectNoProblems, openPage, pressTabUntil } from './storefront-support.js';

/**
 * Issue 4's product extras in Chromium: the shop grid's quick view (keyboard, variant, add, pill,
 * Escape, focus back, axe) and a review posted from a product page without any script.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const kit = useSiteAndBrowser();

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (scripts from 'self' only) allows it.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('quick view on the shop grid', () => {
  it('opens with the keyboard, adds a chosen variant, updates the pill, and closes on Escape with focus back', async () => {
    const { context, page, problems } = await newPage(kit.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await openPage(page, kit.site.url, '/shop');
    const opener = page.getByRole('button', { name: /^Quick View\s*: Linen Overshirt$/ });
    await pressTabUntil(page, opener);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Linen Overshirt' });
    await dialog.waitFor();
    const form = dialog.locator('form.ts-add-to-cart');
    await form.waitFor();
    expect(await dialog.locator('.ts-quick-view-dialog__price').textContent()).toMatch(/\$\d/);
    expect(await dialog.getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
      '/shop/p/linen-overshirt',
    );
    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.locator('.ts-lightbox--open').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quick-view-open');

    await form.getByLabel('Size').focus();
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Sand');
    await form.locator('.ts-add-to-cart__button').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => form.locator('.ts-add-to-cart__button').textContent(), { timeout: 5000 })
      .toBe('Added!');
    const pill = page.locator('.ts-cart-pill');
    await expect.poll(() => pill.locator('.ts-cart-pill__quantity').textContent()).toBe('1');
    const cart = await cartOf(page);
    expect(cart.entries.map((e) => [e.title, e.chosenVariant.attributes])).toEqual([
      ['Linen Overshirt', { Size: 'M', Colour: 'Sand' }],
    ]);

    await dialog.locator('.ts-add-to-cart__button').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('ts-lightbox-open'))).toBe(
      false,
    );
    expectNoProblems(problems, 'shop grid');
    await context.close();
  });

  it('is a link to the product page without JavaScript', async () => {
    const { context, page } = await newPage(kit.browser, { javaScriptEnabled: false });
    await page.goto(`${kit.site.url}/shop`);
    const link = page.locator('a.ts-quick-view').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${kit.site.url}${href}`);
    expect(await page.locator('h1').textContent()).not.toBe('');
    await context.close();
  });
});

describe('product reviews', () => {
  it('shows the demo’s reviews, takes a review by plain form and thanks the visitor', async () => {
    const { context, page, problems } = await newPage(kit.browser);
    await openPage(page, kit.site.url, '/shop/p/speckled-mug');
    const section = page.locator('#product-reviews');
    expect(await section.getByRole('heading', { name: 'Reviews' }).count()).toBe(1);
    expect(await section.locator('.product-reviews__summary').textContent()).toContain(
      '4.5 out of 5 stars, 2 reviews',
    );
    const form = section.locator('form.review-form');
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Title (optional)').fill('Perfect size');
    await form.getByLabel('Review').fill('My coffee stays hot <really>.');
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Email (never shown)').fill('grace@example.org');
    await Promise.all([
      page.waitForURL(/\?review=submitted#review-notice$/),
      form.getByRole('button', { name: 'Submit review' }).click(),
    ]);
    expect(await page.locator('#review-notice').textContent()).toBe(
      'Thank you! Your review will appear once it has been approved.',
    );
    // Pending until the owner publishes it.
    expect(await section.textContent()).not.toContain('My coffee stays hot');
    expectNoProblems(problems, 'product page');
    await context.close();
  });
});
