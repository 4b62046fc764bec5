// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { ImportReport } from '../api/import-products.js';
import type { ProductPage, ProductSummary } from '../api/products.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.products' as const] };

function productOf(id: string, title: string, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    collectionId: 'store-1',
    title,
    productType: 1,
    publishState: 'published',
    imageId: null,
    variantCount: 4,
    minPrice: 1800,
    maxPrice: 2200,
    currency: 'USD',
    onSale: false,
    stock: 7,
    version: 1,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/collections', () => ({
    body: { collections: [{ id: 'store-1', title: 'Shop', type: 13 }] },
  }));
  server.on('GET /api/admin/collections/:collectionId/categories', () => ({
    body: {
      categories: [
        {
          id: 'root',
          collectionId: 'store-1',
          parentCategoryId: null,
          type: 'ROOT',
          displayName: 'Shop',
          displayIndex: 0,
          pageRendering: 'LIST_VIEW',
          urlSlug: '',
        },
        {
          id: 'cat-cups',
          collectionId: 'store-1',
          parentCategoryId: 'root',
          type: 'CATEGORY',
          displayName: 'Cups',
          displayIndex: 1,
          pageRendering: 'LIST_VIEW',
          urlSlug: 'cups',
        },
      ],
    },
  }));
  server.on('GET /api/admin/commerce/products', () => {
    const page: ProductPage = {
      products: [
        productOf('p-shirt', 'Shirt', { onSale: true, stock: null }),
        productOf('p-mug', 'Mug', { variantCount: 1, minPrice: 1200, maxPrice: 1200, stock: 0 }),
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    };
    return { body: page };
  });
});
afterEach(cleanup);

describe('products', () => {
  it('lists products, filters and sorts through the API, and deletes the selected ones after asking', async () => {
    const bulk: unknown[] = [];
    server.on('POST /api/admin/commerce/products/bulk', ({ body }) => {
      bulk.push(body);
      return { body: { updated: 1, skipped: 0 } };
    });
    const user = userEvent.setup();
    renderStudio('/products');
    const mug = await screen.findByRole('row', { name: /Mug/ }, { timeout: 20_000 });
    expect(within(mug).getByText('Sold out')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Shirt/ })).getByText('$18.00 – $22.00')).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByLabelText('Stock', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Low stock' }));
    await waitFor(() => expect(server.requests.some((r) => r.query.get('stock') === 'low')).toBe(true));
    await user.click(screen.getByLabelText('Sort', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Price, high to low' }));
    await waitFor(() => expect(server.requests.at(-1)?.query.get('sort')).toBe('-price'));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mug' }));
    const actions = screen.getByRole('group', { name: 'Bulk actions' });
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 products?' });
    expect(bulk).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete products' }));
    await waitFor(() => expect(bulk).toEqual([{ action: 'delete', productIds: ['p-mug'], confirm: true }]));
  }, 60_000);

  it('imports a CSV with a progress bar and lists each bad row with its line', async () => {
    const report: ImportReport = {
      mode: 'all',
      written: false,
      rows: 3,
      products: 2,
      created: 0,
      updated: 0,
      errors: [{ line: 3, reason: 'Variant Price: Prices cannot be negative' }],
      held: [],
    };
    let received: { body: unknown; type: string | undefined; accept: string | undefined } | null = null;
    server.on('POST /api/admin/commerce/products/import', (request) => {
      received = {
        body: request.body,
        type: request.headers['content-type'],
        accept: request.headers.accept,
      };
      return { body: { report } };
    });
    const user = userEvent.setup();
    renderStudio('/products');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });
    const csv = 'Handle,Title,Variant Price\nmug,Mug,12.00\nbad,Bad,-1\n';
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([csv], 'products.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Nothing was imported')).toBeTruthy();
    expect(within(dialog).getByText('Line 3: Variant Price: Prices cannot be negative')).toBeTruthy();
    expect(received).toMatchObject({ body: csv, accept: 'application/x-ndjson' });
    expect(server.requests.find((r) => r.method === 'POST')?.query.get('mode')).toBe('all');
    await expectAccessible();
  }, 60_000);
});
