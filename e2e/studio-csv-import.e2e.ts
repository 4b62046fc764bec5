import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

// Issue 12's CSV journey: the owner imports a products CSV (the Shopify-like columns of the root
// README) whose fourth line is bad; the import dialog reports that line and its reason, and
// nothing is written — the owner API's product list is the same before and after. UI and HTTP only.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

const CSV = [
  'Handle,Title,Type,Status,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty',
  'journey-tote,Journey Tote,physical,published,Size,S,Colour,Sand,JT-S-SAND,25.00,4',
  'journey-tote,,,,Size,S,Colour,Ink,JT-S-INK,25.00,4',
  'journey-apron,Journey Apron,physical,published,,,,,JA-1,twelve,2',
  'journey-cap,Journey Cap,physical,draft,,,,,JC-1,12.50,7',
].join('\n');

interface ProductSummary {
  id: string;
  title: string;
  version: number;
}
interface ProductList {
  products: ProductSummary[];
  total: number;
}

let owner: OwnerApi;
beforeAll(async () => {
  owner = await signInOwner(kit.site);
});
afterAll(async () => owner?.close());

/** Every product of the site as the owner API lists it (the demo has far fewer than 200). */
async function products(): Promise<ProductList> {
  const list = await owner.send<ProductList>('GET', '/api/admin/commerce/products?pageSize=200');
  expect(list.products.length).toBe(list.total);
  return list;
}

describe('importing products from a CSV with one bad row', () => {
  it('reports the bad row by line and reason and writes nothing', async () => {
    const before = await products();
    expect(before.total).toBeGreaterThan(0);

    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site, undefined, '/config/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'CSV file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'journey-products.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    expect(await dialog.getByRole('radio', { name: 'Import nothing' }).isChecked()).toBe(true);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await dialog.getByText('Nothing was imported').waitFor();
    await dialog.getByText('1 row has a problem.', { exact: false }).waitFor();
    const rows = dialog.getByRole('list', { name: 'Rows with problems' }).getByRole('listitem');
    expect((await rows.allTextContents()).map((t) => t.trim())).toEqual([
      'Line 4: Variant Price must be an amount like 12.50',
    ]);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'studio-csv-import-bad-row');

    // Nothing was written: the same products, unchanged, and none of the file's.
    const after = await products();
    expect(after).toEqual(before);
    const search = await owner.send<ProductList>('GET', '/api/admin/commerce/products?search=Journey');
    expect(search.total).toBe(0);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await context.close();
  });
});
