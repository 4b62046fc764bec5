import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, useSiteAndBrowser } from './harness.js';
import { expectNoProblems, openPage } from './storefront-support.js';

/**
 * Issue 4: axe-core in Chromium on the product, grid and cart pages as the islands leave them
 * after hydration (and with the lightbox and the instalment popup open): no serious or critical
 * violation, on a desktop and a phone viewport.
 */
// The demo seeds instalment messaging, so the product page shows its pill.
const kit = useSiteAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

describe.each(VIEWPORTS)('axe on the storefront ($name)', ({ viewport }) => {
  it('finds nothing serious on a product page, with the instalment popup open too', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport });
    await openPage(page, kit.site.url, '/shop/p/linen-overshirt');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.ts-instalment-pill__text').click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expectNoProblems(problems, 'product page');
    await context.close();
  });

  it('finds nothing serious on the tote’s page with its lightbox open', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport });
    await openPage(page, kit.site.url, '/shop/p/waxed-tote');
    await page.locator('form.ts-add-to-cart .ts-add-to-cart__button').click();
    await page.getByRole('dialog').waitFor();
    await page.locator('.ts-lightbox--open').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expectNoProblems(problems, 'tote page');
    await context.close();
  });

  it('finds nothing serious on the grid, nor on the cart page with lines in it', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport });
    await openPage(page, kit.site.url, '/shop');
    expect(await seriousViolations(page)).toEqual([]);
    const guide = page.locator('.product-card', { hasText: 'Natural Dye Field Guide' }).first();
    await guide.locator('.ts-product-list-button__button').click();
    await page.locator('.ts-added-popover').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openPage(page, kit.site.url, '/shop/p/everyday-apron');
    await page.locator('form.ts-add-to-cart').getByLabel('Colour').selectOption('Rust');
    await page.locator('form.ts-add-to-cart .ts-add-to-cart__button').click();
    await page.locator('.ts-added-popover').waitFor();
    await openPage(page, kit.site.url, '/cart');
    expect(await page.locator('.ts-cart-entry').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    expectNoProblems(problems, 'grid and cart');
    await context.close();
  });
});
