import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useSiteAndBrowser, type PageProblems } from './harness.js';
import { cartOf, expectNoProblems } from './storefront-support.js';

/**
 * With scripts off, Chromium still starts the pages' `modulepreload` downloads and then cancels
 * them; those are the only requests allowed to fail here.
 */
function withoutCancelledScripts(problems: PageProblems): PageProblems {
  return {
    consoleErrors: problems.consoleErrors,
    failedRequests: problems.failedRequests.filter(
      (line) => !/^GET \S+\/assets\/storefront\/assets\/[\w-]+\.js$/.test(line),
    ),
  };
}

/**
 * Issue 4: the storefront without JavaScript (a Chromium context with scripts off) — the islands'
 * server HTML is plain forms that the server answers with redirects: adding from a product page
 * and from the grid, a refused add explained on the page it came from, and the cart page's
 * quantity and removal forms.
 */
const kit = useSiteAndBrowser();

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${kit.site.url}${path}`);
  expect(response?.status(), path).toBe(200);
}

describe('the storefront without JavaScript', () => {
  it('adds a chosen variant, then changes its quantity and removes it on /cart', async () => {
    const { context, page, problems } = await newPage(kit.browser, { javaScriptEnabled: false });
    await visit(page, '/shop/p/linen-overshirt');
    const form = page.locator('form.ts-add-to-cart');
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Indigo');
    await form.getByLabel('Quantity').fill('2');
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL(/\/cart$/);
    const entry = page.locator('.ts-cart-entry');
    expect(await entry.locator('.ts-cart-entry__variant').textContent()).toBe('Size: M, Colour: Indigo');
    expect(await entry.getByLabel('Quantity of Linen Overshirt').inputValue()).toBe('2');
    expect(await page.locator('[data-cart-indicator] .ts-cart-indicator__label').textContent()).toBe(
      '2 items in cart',
    );

    await entry.getByLabel('Quantity of Linen Overshirt').fill('1');
    await entry.getByRole('button', { name: 'Update quantity of Linen Overshirt' }).click();
    await page.waitForURL(/\/cart$/);
    expect(await page.locator('.ts-cart-page__subtotal').textContent()).toContain('$148.00');

    await page.locator('.ts-cart-entry').getByRole('button', { name: 'Remove Linen Overshirt' }).click();
    await page.waitForURL(/\/cart$/);
    expect(await page.locator('main').textContent()).toContain('You have nothing in your shopping cart.');
    expect((await cartOf(page)).entries).toEqual([]);
    expectNoProblems(withoutCancelledScripts(problems), 'no-JavaScript cart journey');
    await context.close();
  });

  it('adds from the grid, and explains a refused add on the page it came from', async () => {
    const { context, page, problems } = await newPage(kit.browser, { javaScriptEnabled: false });
    await visit(page, '/shop');
    const guide = page.locator('.product-card', { hasText: 'Natural Dye Field Guide' }).first();
    await guide.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL(/\/cart$/);
    expect(await page.locator('.ts-cart-entry__title').allTextContents()).toEqual([
      'Natural Dye Field Guide (PDF)',
    ]);

    await visit(page, '/shop/p/linen-overshirt');
    await page.locator('form.ts-add-to-cart').getByLabel('Size').selectOption('M');
    await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL(/\/shop\/p\/linen-overshirt$/);
    expect(await page.getByRole('alert').allTextContents()).toContain('Please select the Colour option.');
    expect((await cartOf(page)).totalQuantity).toBe(1);
    expectNoProblems(withoutCancelledScripts(problems), 'no-JavaScript grid and refusal');
    await context.close();
  });

  it('adds the gift card and goes on to checkout', async () => {
    const { context, page } = await newPage(kit.browser, { javaScriptEnabled: false });
    await visit(page, '/shop/p/gift-card');
    const form = page.locator('form.ts-add-to-cart');
    await form.getByLabel('Amount').selectOption('$25');
    await form.locator('.ts-add-to-cart__button').click();
    await page.waitForURL(/\/checkout$/);
    expect((await cartOf(page)).entries.map((e) => e.chosenVariant.attributes)).toEqual([{ Amount: '$25' }]);
    await context.close();
  });

  it('refuses the same form posted from another origin’s page (CSRF)', async () => {
    const { context, page } = await newPage(kit.browser, { javaScriptEnabled: false });
    await visit(page, '/shop/p/speckled-mug');
    const itemId = await page.locator('form.ts-add-to-cart input[name=itemId]').inputValue();
    // Another port of the same host: same site for cookies, but not the same origin.
    const attacker = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Win a prize</title><form method="post" action="${kit.site.url}/api/commerce/shopping-cart/entries">` +
          `<input name="crumb" value=""><input name="itemId" value="${itemId}">` +
          `<input name="attributes[Glaze]" value="Oat"><button>Claim</button></form>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/commerce/shopping-cart/entries')),
        page.getByRole('button', { name: 'Claim' }).click(),
      ]);
      expect(response.status()).toBe(403);
      expect(await page.getByRole('alert').textContent()).toBe(
        'Your session has expired. Please reload the page and try again.',
      );
      await visit(page, '/cart');
      expect((await cartOf(page)).totalQuantity).toBe(0);
    } finally {
      attacker.close();
      await context.close();
    }
  });
});
