// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { StockCell } from '../api/inventory.js';

const ADMIN = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.products' as const] };

function cells(): StockCell[] {
  return [
    {
      variantId: 'v1',
      productId: 'p1',
      productTitle: 'Shirt',
      productType: 1,
      sku: 'SH-S',
      attributes: { Size: 'S' },
      qtyInStock: 5,
      unlimited: false,
      version: 3,
    },
    {
      variantId: 'v2',
      productId: 'p1',
      productTitle: 'Shirt',
      productType: 1,
      sku: 'SH-M',
      attributes: { Size: 'M' },
      qtyInStock: 0,
      unlimited: false,
      version: 1,
    },
    {
      variantId: 'v3',
      productId: 'p2',
      productTitle: 'Mug',
      productType: 1,
      sku: 'MUG',
      attributes: {},
      qtyInStock: 0,
      unlimited: true,
      version: 1,
    },
  ];
}

let server: TestServer;
let stock: StockCell[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stock = cells();
  server.on('GET /api/auth/me', () => ({ body: ADMIN }));
  server.on('GET /api/admin/commerce/inventory', () => ({ body: { variants: stock, nextCursor: null } }));
  server.on('PATCH /api/admin/commerce/inventory/:variantId', ({ path, body }) => {
    const id = path.split('/').pop();
    const cell = stock.find((c) => c.variantId === id)!;
    const edit = body as { version: number; qtyInStock: number };
    if (edit.version !== cell.version)
      return {
        status: 409,
        body: { code: 'changed-elsewhere', error: 'This was changed elsewhere since you opened it.' },
      };
    cell.qtyInStock = edit.qtyInStock;
    cell.version += 1;
    return {
      body: {
        variantId: cell.variantId,
        qtyInStock: cell.qtyInStock,
        unlimited: false,
        version: cell.version,
      },
    };
  });
});
afterEach(cleanup);

describe('inventory', () => {
  it('saves once when the cell loses focus after Enter (a disabled cell blurs in Chromium)', async () => {
    const user = userEvent.setup();
    renderStudio('/inventory');
    const small = await screen.findByRole('textbox', { name: 'Stock of Shirt (S)' }, { timeout: 20_000 });
    await user.clear(small);
    await user.type(small, '12{Enter}');
    fireEvent.blur(small);
    await screen.findByText('Shirt: stock 5 → 12');
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { version: 3, qtyInStock: 12 },
    ]);
  });

  it('saves one cell on Enter with its version, and undoes it from the toast', async () => {
    const user = userEvent.setup();
    renderStudio('/inventory');
    const small = await screen.findByRole('textbox', { name: 'Stock of Shirt (S)' }, { timeout: 20_000 });
    expect(within(screen.getByRole('row', { name: /Mug/ })).getByText('Unlimited')).toBeTruthy();
    await user.clear(small);
    await user.type(small, '12{Enter}');
    await waitFor(() => expect(stock[0]!.qtyInStock).toBe(12));
    const saved = server.requests.find((r) => r.method === 'PATCH');
    expect(saved?.body).toEqual({ version: 3, qtyInStock: 12 });
    expect(saved?.headers['x-csrf-token']).toBe('csrf-token-1');
    const toast = await screen.findByText('Shirt: stock 5 → 12');
    await user.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stock[0]!.qtyInStock).toBe(5));
    expect(server.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      version: 4,
      qtyInStock: 5,
    });
    await expectAccessible();
  });

  it('moves between cells with the arrow keys, and says when a cell changed elsewhere', async () => {
    const user = userEvent.setup();
    renderStudio('/inventory');
    const small = await screen.findByRole('textbox', { name: 'Stock of Shirt (S)' }, { timeout: 20_000 });
    await user.click(small);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Stock of Shirt (M)' }));
    stock[1]!.version = 7; // another owner saved it meanwhile
    stock[1]!.qtyInStock = 4;
    await user.keyboard('{Backspace}2{Enter}');
    const toast = (await screen.findByText('This was changed elsewhere since you opened it.')).parentElement!;
    // What was typed stays until the owner chooses.
    const medium = screen.getByRole('textbox', { name: 'Stock of Shirt (M)' });
    expect(medium).toHaveProperty('value', '2');
    await user.click(within(toast).getByRole('button', { name: 'Load the latest count' }));
    await waitFor(() => expect(medium).toHaveProperty('value', '4'));
  });

  it('saves the typed count over another owner’s from the latest version when asked', async () => {
    const user = userEvent.setup();
    renderStudio('/inventory');
    const small = await screen.findByRole('textbox', { name: 'Stock of Shirt (S)' }, { timeout: 20_000 });
    stock[0]!.version = 9;
    stock[0]!.qtyInStock = 8;
    await user.clear(small);
    await user.type(small, '12{Enter}');
    const toast = (await screen.findByText('This was changed elsewhere since you opened it.')).parentElement!;
    await user.click(within(toast).getByRole('button', { name: 'Keep my count' }));
    await waitFor(() => expect(stock[0]!.qtyInStock).toBe(12));
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { version: 3, qtyInStock: 12 },
      { version: 9, qtyInStock: 12 },
    ]);
  });

  it('offers to notify the waitlist when a sold-out variant gets stock', async () => {
    let notified: unknown;
    server.on('POST /api/site-users/account/notifications/restock/send', ({ body }) => {
      notified = body;
      return {
        body: {
          productId: 'p1',
          variantId: 'v2',
          notifiedCount: 2,
          waitingCount: 1,
          holdingCount: 2,
          nextNotificationAt: null,
        },
      };
    });
    const user = userEvent.setup();
    renderStudio('/inventory');
    const medium = await screen.findByRole('textbox', { name: 'Stock of Shirt (M)' }, { timeout: 20_000 });
    await user.clear(medium);
    await user.type(medium, '2{Enter}');
    const offer = await screen.findByText('Shirt is back in stock.');
    await user.click(within(offer.parentElement!).getByRole('button', { name: 'Notify waitlist' }));
    expect(await screen.findByText('Notified 2 of the people waiting.')).toBeTruthy();
    expect(notified).toEqual({ productId: 'p1', variantId: 'v2' });
  }, 60_000);

  it('shows a variant’s history', async () => {
    server.on('GET /api/admin/commerce/inventory/:variantId/history', () => ({
      body: {
        movements: [
          {
            id: 'm1',
            delta: -2,
            reason: 'order',
            orderId: 'o1',
            orderNumber: 41,
            qtyAfter: 3,
            note: null,
            actorName: null,
            createdAt: 0,
          },
          {
            id: 'm2',
            delta: 5,
            reason: 'manual',
            orderId: null,
            orderNumber: null,
            qtyAfter: 5,
            note: 'Counted the shelf',
            actorName: 'Ada Owner',
            createdAt: 0,
          },
        ],
        nextCursor: null,
      },
    }));
    const user = userEvent.setup();
    renderStudio('/inventory');
    await user.click(
      await screen.findByRole('button', { name: 'History of Shirt SH-S' }, { timeout: 20_000 }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Order #41')).toBeTruthy();
    expect(within(drawer).getByText('Counted the shelf')).toBeTruthy();
    expect(within(drawer).getByText('Ada Owner')).toBeTruthy();
  });
});
