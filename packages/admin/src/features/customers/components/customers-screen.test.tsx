// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Customer, CustomerDetail, CustomerPage } from '../api/customers.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.orders' as const] };
const ada: Customer = {
  id: 'c1',
  email: 'ada@example.com',
  name: 'Ada Buyer',
  orderCount: 3,
  totalSpent: { value: '12500', currency: 'USD' },
  firstOrderAt: Date.UTC(2026, 0, 5),
  lastOrderAt: Date.UTC(2026, 10, 20),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/commerce/customers', () => {
    const page: CustomerPage = { customers: [ada], total: 1, page: 1, pageSize: 50 };
    return { body: page };
  });
  server.on('GET /api/admin/commerce/customers/:customerId', () => {
    const detail: CustomerDetail = {
      customer: ada,
      orders: [
        {
          id: 'o-7',
          orderNumber: 7,
          createdAt: ada.lastOrderAt,
          status: 'fulfilled',
          fulfillmentState: 'fulfilled',
          grandTotal: { value: '4500', currency: 'USD' },
        },
      ],
    };
    return { body: detail };
  });
});
afterEach(cleanup);

describe('customers', () => {
  it('lists customers with orders, total spent and last order, opens a history and searches', async () => {
    const user = userEvent.setup();
    renderStudio('/customers');
    const row = await screen.findByRole('row', { name: /Ada Buyer/ }, { timeout: 20_000 });
    expect(within(row).getByText('$125.00')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/commerce/customers/export.csv',
    );
    await expectAccessible();
    await user.click(within(row).getByRole('button', { name: 'Ada Buyer' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: '#7' })).toBeTruthy();
    expect(within(drawer).getByText('$45.00')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(server.requests.some((r) => r.query.get('search') === 'ada')).toBe(true));
  }, 60_000);
});
