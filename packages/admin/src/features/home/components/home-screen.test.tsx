// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { setClock } from '../../../lib/clock.js';
import type { Dashboard } from '../api/get-dashboard.js';
import type { VisitorWeek } from '../api/get-visitor-week.js';

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

const ANALYST = { ...sessionOf(), permissions: [...sessionOf().permissions, 'analytics.view' as const] };
const totals = (visits: number, visitors: number, pageViews: number) => ({
  visits,
  visitors,
  pageViews,
  bounceRate: 40,
  averageVisitSeconds: 65,
});
const WEEK: VisitorWeek = {
  from: '2026-11-24',
  to: '2026-11-30',
  series: [3, 5, 0, 8, 13, 2, 1].map((visits, i) => ({
    date: `2026-11-${24 + i}`,
    ...totals(visits, visits, visits * 2),
  })),
  totals: totals(1234, 980, 3400),
  previousTotals: totals(1100, 1000, 0),
  sales: { orders: 37, revenue: { value: '129050', currency: 'USD' }, conversionRate: 3 },
  previousSales: { orders: 44, revenue: { value: '100000', currency: 'USD' }, conversionRate: 4 },
  topPages: [],
  referrers: [],
  campaigns: [],
  devices: [],
  browsers: [],
};

describe('home › visitors', () => {
  it("shows the last 7 days' visitors against the 7 before, asked beside the home figures, linking to Analytics", async () => {
    const restore = setClock({ now: () => Date.UTC(2026, 10, 30, 15, 0) });
    server.on('GET /api/auth/me', () => ({ body: ANALYST }));
    // The home figures answer only once the visitor figures were asked for (at most 5 s): asked
    // after them, the visitor figures would come too late for this.
    let asked: () => void = () => undefined;
    const visitorsAsked = new Promise<void>((resolve) => (asked = resolve));
    let homeAnswered = false;
    server.on('GET /api/admin/dashboard', async () => {
      await Promise.race([visitorsAsked, new Promise((resolve) => setTimeout(resolve, 5000))]);
      homeAnswered = true;
      return { body: HOME };
    });
    let askedBeforeHome: boolean | undefined;
    server.on('GET /api/admin/analytics/traffic', () => {
      askedBeforeHome ??= !homeAnswered;
      asked();
      return { body: WEEK };
    });
    try {
      const user = userEvent.setup();
      const { router } = renderStudio('/');
      const visitors = await screen.findByRole(
        'region',
        { name: 'Visitors, last 7 days' },
        { timeout: 20_000 },
      );
      const link = within(visitors).getByRole('link', {
        name: '1,234 visits, +12% on the 7 days before: open Analytics',
      });
      expect(link.textContent).toBe('1,234');
      expect(within(visitors).getByText('980 unique visitors (−2% on the 7 days before)')).toBeTruthy();
      expect(within(visitors).getByText('3,400 page views (none the 7 days before)')).toBeTruthy();
      // The same 7 days' orders, revenue in the shop's currency, and orders per 100 visits.
      expect(within(visitors).getByText('37 orders (−16% on the 7 days before)')).toBeTruthy();
      expect(within(visitors).getByText('$1,290.50 revenue (+29% on the 7 days before)')).toBeTruthy();
      expect(within(visitors).getByText('Conversion rate: 3% (4% the 7 days before)')).toBeTruthy();
      // 'This week's sales' counts test orders; this card, like Analytics, does not, and says so.
      expect(within(visitors).getByText('Test orders are not counted here.')).toBeTruthy();
      expect(
        within(visitors).getByRole('img', {
          name: 'Visits per day from 2026-11-24 to 2026-11-30: 3, 5, 0, 8, 13, 2, 1',
        }),
      ).toBeTruthy();
      expect(askedBeforeHome).toBe(true);
      const traffic = server.requests.find((r) => r.path === '/api/admin/analytics/traffic');
      expect(Object.fromEntries(traffic?.query ?? [])).toEqual({ from: '2026-11-24', to: '2026-11-30' });
      // The other figures are still there.
      expect(screen.getByRole('region', { name: "Today's sales" })).toBeTruthy();
      await expectAccessible();
      await user.click(link);
      await waitFor(
        () =>
          expect(router.state.location.pathname + router.state.location.search).toBe('/analytics?period=7'),
        { timeout: 20_000 },
      );
    } finally {
      restore();
    }
  });

  it('is neither shown nor asked for without the analytics permission', async () => {
    server.on('GET /api/admin/dashboard', () => ({ body: HOME }));
    renderStudio('/');
    expect(await screen.findByRole('region', { name: "Today's sales" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Visitors, last 7 days' })).toBeNull();
    expect(server.requests.some((r) => r.path.startsWith('/api/admin/analytics'))).toBe(false);
  });

  it('says when the visitor figures did not load, and retries them alone', async () => {
    server.on('GET /api/auth/me', () => ({ body: ANALYST }));
    server.on('GET /api/admin/dashboard', () => ({ body: HOME }));
    let calls = 0;
    server.on('GET /api/admin/analytics/traffic', () => {
      calls += 1;
      // The 7 days before had no visits: no conversion rate to show for them.
      const quietBefore = { orders: 0, revenue: { value: '0', currency: 'USD' }, conversionRate: null };
      return calls === 1
        ? { status: 500, body: { code: 'internal', error: 'Something went wrong' } }
        : { body: { ...WEEK, previousSales: quietBefore } };
    });
    const user = userEvent.setup();
    renderStudio('/');
    const visitors = await screen.findByRole(
      'region',
      { name: 'Visitors, last 7 days' },
      { timeout: 20_000 },
    );
    const alert = await within(visitors).findByRole('alert');
    expect(alert.textContent).toContain('Unable to load results');
    expect(screen.getByRole('region', { name: "Today's sales" })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Visitors, last 7 days' })).getByText(
          '980 unique visitors (−2% on the 7 days before)',
        ),
      ).toBeTruthy(),
    );
    const card = screen.getByRole('region', { name: 'Visitors, last 7 days' });
    expect(within(card).getByText('37 orders (none the 7 days before)')).toBeTruthy();
    expect(within(card).getByText('Conversion rate: 3% (no visits the 7 days before)')).toBeTruthy();
    expect(server.requests.filter((r) => r.path === '/api/admin/dashboard')).toHaveLength(1);
  });
});
