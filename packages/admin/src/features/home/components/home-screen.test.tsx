// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Dashboard } from '../api/get-dashboard.js';

const HOME: Dashboard = {
  sales: {
    today: { orders: 2, total: { value: '3500', currency: 'USD' }, link: '/config/orders?from=1' },
    week: { orders: 9, total: { value: '123456', currency: 'USD' }, link: '/config/orders?from=0' },
  },
  ordersToFulfil: { count: 3, link: '/config/orders?fulfillment=unfulfilled' },
  lowStock: {
    count: 1,
    threshold: 5,
    link: '/config/inventory?stock=low',
    variants: [
      {
        variantId: 'v1',
        productId: 'p1',
        productTitle: 'Shirt',
        sku: 'S-1',
        attributes: { Size: 'S' },
        qtyInStock: 0,
      },
    ],
  },
  formSubmissions: {
    lastWeek: 1,
    link: '/config/forms',
    latest: [{ id: 's1', formId: 'f1', formName: 'Contact', pageTitle: 'Contact us', createdAt: 0 }],
  },
  reviewsToModerate: { count: 4, link: '/config/reviews?status=pending', oldest: [] },
  waitlist: {
    waiting: 7,
    link: '/config/waitlists',
    products: [{ productId: 'p1', productTitle: 'Shirt', waiting: 7 }],
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
});
afterEach(cleanup);

describe('home', () => {
  it('is the first screen: sales, work waiting, stock, submissions, reviews and demand, each linking to its list', async () => {
    server.on('GET /api/admin/dashboard', () => ({ body: HOME }));
    const user = userEvent.setup();
    const { router } = renderStudio('/');
    // The first screen of the file loads the lazy route's modules: slow on a busy machine.
    const today = await screen.findByRole('region', { name: "Today's sales" }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    expect(within(today).getByText('$35.00')).toBeTruthy();
    expect(within(today).getByText('2 orders today')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: "This week's sales" })).getByText('$1,234.56'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Low stock' })).getByText('Shirt (S): sold out'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Waitlist demand' })).getByText('Shirt: 7 waiting'),
    ).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('link', { name: '3 orders waiting to ship' }));
    // The Orders screen is a lazy route: the router moves once its module has loaded.
    await waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/orders?fulfillment=unfulfilled',
        ),
      { timeout: 20_000 },
    );
  });

  it('shows only the figures the role may see', async () => {
    server.on('GET /api/admin/dashboard', () => ({
      body: {
        ...HOME,
        sales: null,
        ordersToFulfil: null,
        lowStock: null,
        formSubmissions: null,
        waitlist: null,
      },
    }));
    renderStudio('/');
    expect(await screen.findByRole('region', { name: 'Reviews to moderate' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Today's sales" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Orders to fulfil' })).toBeNull();
  });

  it('says why the figures did not load and retries', async () => {
    let calls = 0;
    server.on('GET /api/admin/dashboard', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { code: 'internal', error: 'Something went wrong' } }
        : { body: HOME };
    });
    const user = userEvent.setup();
    renderStudio('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load results');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: "Today's sales" })).toBeTruthy();
  });
});
