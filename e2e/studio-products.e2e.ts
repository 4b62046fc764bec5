import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { confirmedOrderNumber, fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { hydrated, openPage } from './storefront-support.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

// Issue 12's selling journey: an owner creates a product in the studio with 2 options × 2 values,
// sets stock, uploads two images and publishes; a shopper buys one variant through the storefront
// with the test card; the owner fulfils it with a tracking number and refunds one unit with
// restock on the order screens, and the product's stock shows the unit back. UI and HTTP only.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function png(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

async function addOption(page: Page, name: string, values: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Add option' }).click();
  await page
    .getByRole('textbox', { name: /^Option \d name$/ })
    .last()
    .fill(name);
  for (const value of values) {
    const input = page.getByRole('textbox', { name: `New ${name} value` });
    await input.fill(value);
    await input.press('Enter');
  }
}

async function stockOf(page: Page, variant: string): Promise<string> {
  return page.getByRole('textbox', { name: `Stock of ${variant}`, exact: true }).inputValue();
}

describe('selling a product made in the studio', () => {
  it('creates, publishes, sells, fulfils and refunds with restock, and the stock comes back', async () => {
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    const studio = owner.page;
    await signInToStudio(studio, kit.site, undefined, '/config/products');
    await studio.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await studio.getByRole('table').waitFor();
    expect(await seriousViolations(studio)).toEqual([]);
    await studio.getByRole('button', { name: 'New product' }).click();
    const dialog = studio.getByRole('dialog', { name: 'New product' });
    await dialog.getByRole('radio', { name: /Physical/ }).check();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey Tote');
    expect(await seriousViolations(studio, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await studio.getByRole('heading', { name: 'Journey Tote', level: 1 }).waitFor();
    const productPath = new URL(studio.url()).pathname;
    expect(productPath).toMatch(/^\/config\/products\/[\w-]+$/);

    await studio.getByRole('textbox', { name: 'Price of Default', exact: true }).fill('30.00');
    await addOption(studio, 'Size', ['S', 'M']);
    await addOption(studio, 'Colour', ['Red', 'Blue']);
    const table = studio.getByRole('table', { name: 'Variants' });
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    const stock: Record<string, string> = {
      'S / Red': '5',
      'S / Blue': '2',
      'M / Red': '1',
      'M / Blue': '4',
    };
    for (const [variant, units] of Object.entries(stock)) {
      await studio.getByRole('textbox', { name: `Stock of ${variant}`, exact: true }).fill(units);
    }
    await studio.getByRole('textbox', { name: 'Price of M / Blue', exact: true }).fill('34.00');

    const chooser = studio.waitForEvent('filechooser');
    await studio.getByRole('button', { name: 'Upload images' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'tote-front.png', mimeType: 'image/png', buffer: await png(200, 80, 40) },
      { name: 'tote-back.png', mimeType: 'image/png', buffer: await png(40, 90, 180) },
    ]);
    const images = studio.getByRole('list', { name: 'Images' });
    await expect.poll(() => images.getByRole('listitem').count()).toBe(2);

    const visibility = studio
      .getByRole('textbox', { name: 'Visibility' })
      .or(studio.getByRole('combobox', { name: 'Visibility' }));
    await visibility.click();
    await studio.getByRole('option', { name: 'Published' }).click();
    expect(await seriousViolations(studio)).toEqual([]);
    await studio.getByRole('button', { name: 'Save', exact: true }).click();
    await studio.getByText('Journey Tote saved').waitFor();
    await studio.waitForLoadState('networkidle');
    await screenshot(studio, 'studio-product-editor');

    // The shopper buys one M / Blue through the storefront with the test card.
    const shopper = await newPage(kit.browser);
    await openPage(shopper.page, kit.site.url, '/shop/p/journey-tote');
    const body = (await shopper.page.locator('main').textContent()) ?? '';
    expect(body).toContain('Journey Tote');
    expect(await shopper.page.locator('main img').count()).toBeGreaterThanOrEqual(1);
    const form = shopper.page.locator('form.ts-add-to-cart');
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Colour').selectOption('Blue');
    await form.locator('.ts-add-to-cart__button').click();
    await shopper.page.locator('.ts-added-popover').waitFor();
    await shopper.page.waitForLoadState('networkidle');
    await openPage(shopper.page, kit.site.url, '/cart');
    await shopper.page.getByRole('link', { name: 'Checkout' }).click();
    await shopper.page.waitForURL(/\/checkout$/);
    await hydrated(shopper.page);
    await fillDetails(shopper.page, 'journey.tote@example.com', true);
    await payAndPlace(shopper.page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    const orderNumber = await confirmedOrderNumber(shopper.page);
    await shopper.context.close();

    await studio.goto(`${kit.site.url}${productPath}`);
    await studio.getByRole('heading', { name: 'Journey Tote', level: 1 }).waitFor();
    expect(await stockOf(studio, 'M / Blue')).toBe('3');
    // Its categories and images load in the background: let them finish before leaving.
    await studio.waitForLoadState('networkidle');

    // The owner fulfils the order with a tracking number, then refunds the unit with restock.
    await studio.goto(`${kit.site.url}/config/orders`);
    await studio.getByRole('link', { name: `#${orderNumber}` }).click();
    await studio.getByRole('button', { name: 'Fulfil', exact: true }).click();
    const fulfil = studio.getByRole('dialog', { name: `Fulfil order #${orderNumber}` });
    await fulfil.getByRole('textbox', { name: 'Carrier' }).fill('USPS');
    await fulfil.getByRole('textbox', { name: 'Tracking number' }).fill('9400111899223344556677');
    expect(await seriousViolations(studio, '[role="dialog"]')).toEqual([]);
    await fulfil.getByRole('button', { name: /^Fulfil/ }).click();
    await fulfil.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await studio.locator('main').textContent()) ?? '')
      .toContain('9400111899223344556677');

    await studio.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = studio.getByRole('dialog', { name: `Refund order #${orderNumber}` });
    await refund.getByRole('textbox', { name: 'Units of Journey Tote to refund' }).fill('1');
    expect(
      await refund.getByRole('checkbox', { name: 'Put the refunded units back in stock' }).isChecked(),
    ).toBe(true);
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await studio.getByText(`Refund of order #${orderNumber} recorded`).waitFor();

    await studio.goto(`${kit.site.url}${productPath}`);
    await studio.getByRole('heading', { name: 'Journey Tote', level: 1 }).waitFor();
    expect(await stockOf(studio, 'M / Blue')).toBe('4');
    expect(await stockOf(studio, 'S / Red')).toBe('5');
    expect(await seriousViolations(studio)).toEqual([]);
    expect(owner.problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await owner.context.close();
  });

  it("opens a demo product with its description and keeps its store's 'All products' category", async () => {
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    const studio = owner.page;
    await signInToStudio(studio, kit.site, undefined, '/config/products');
    await studio.getByRole('link', { name: 'Apron Sewing Pattern (PDF)' }).click();
    await studio.getByRole('heading', { name: 'Apron Sewing Pattern (PDF)', level: 1 }).waitFor();
    await studio.getByText('The same pattern we cut our Everyday Apron from').waitFor();
    // Every product sits in its store's ROOT category: shown by name, never as a raw id.
    await studio.getByText('All products', { exact: true }).first().waitFor();
    expect(await studio.getByText(/^[0-9a-f]{24}$/).count()).toBe(0);
    expect(owner.problems.consoleErrors).toEqual([]);
    expect(owner.problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await owner.context.close();
  });
});
