// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type {
  AnalyticsSettings,
  ErrorsReport,
  FormsButtonsReport,
  FunnelReport,
  TrafficReport,
  VitalsReport,
} from '../api/analytics.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'analytics.view' as const] };
const REPORTER = {
  ...sessionOf('editor'),
  roleName: 'reporting',
  role: 3,
  permissions: ['site.view' as const, 'analytics.view' as const],
};

const totals = (visits: number) => ({
  visits,
  visitors: visits - 1,
  pageViews: visits * 2,
  bounceRate: 40,
  averageVisitSeconds: 125,
});
const TRAFFIC: TrafficReport = {
  from: '2026-10-28',
  to: '2026-11-26',
  series: [
    { date: '2026-11-25', ...totals(4) },
    { date: '2026-11-26', ...totals(8) },
  ],
  totals: totals(12),
  previousTotals: totals(10),
  sales: { orders: 1, revenue: { value: '2500', currency: 'USD' }, conversionRate: 8.3 },
  previousSales: { orders: 0, revenue: { value: '0', currency: 'USD' }, conversionRate: 0 },
  topPages: [
    { path: '/shop', pageViews: 15 },
    { path: '/', pageViews: 9 },
  ],
  referrers: [{ source: 'duckduckgo.com', visits: 5 }],
  campaigns: [],
  devices: [{ device: 'mobile', visits: 7 }],
  browsers: [{ browser: 'Chrome', visits: 12 }],
};
const EMPTY_TRAFFIC: TrafficReport = {
  ...TRAFFIC,
  series: [],
  totals: totals(0),
  previousTotals: totals(0),
  topPages: [],
  referrers: [],
  devices: [],
  browsers: [],
};
const FUNNEL: FunnelReport = {
  steps: [
    { step: 'Product views', count: 200, conversionRate: 100, dropOff: 0 },
    { step: 'Add to cart', count: 50, conversionRate: 25, dropOff: 150 },
    { step: 'Checkout', count: 20, conversionRate: 40, dropOff: 30 },
    { step: 'Purchase', count: 10, conversionRate: 50, dropOff: 10 },
  ],
  currency: 'USD',
  revenueCents: 45000,
  orders: 10,
  averageOrderValueCents: 4500,
  topProducts: [
    {
      itemId: 'p1',
      productName: 'Fern mug',
      quantity: 12,
      revenue: 30000,
      orders: 8,
      views: 120,
      addsToCart: 30,
    },
  ],
};
const FORMS: FormsButtonsReport = {
  forms: [{ formId: 'f1', name: 'Newsletter', views: 80, submissions: 8, conversionRate: 10 }],
  buttons: [{ label: 'Book a table', renders: 100, clicks: 7, clickRate: 7 }],
};
const metrics = (lcp: number | null) =>
  (['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const).map((metric) => ({
    metric,
    p75: metric === 'LCP' ? lcp : metric === 'CLS' ? 0.3 : 120,
    samples: 40,
    good: 60,
    needsImprovement: 25,
    poor: 15,
  }));
const VITALS: VitalsReport = {
  templates: [{ key: 'product', metrics: metrics(4200) }],
  pages: [{ key: '/shop/fern-mug', metrics: metrics(2100) }],
};
const ERRORS: ErrorsReport = {
  errors: [
    { message: 'TypeError: x is undefined', path: '/shop', count: 3, lastSeen: '2026-11-26T10:00:00.000Z' },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

/** Page `page` of 30 error groups, 25 a page, as the API answers it. */
function errorsPage(page: number): ErrorsReport {
  const all = Array.from({ length: 30 }, (_, i) => ({
    message: `TypeError: failure ${i}`,
    path: `/page-${i}`,
    count: 30 - i,
    lastSeen: '2026-11-26T10:00:00.000Z',
  }));
  return { errors: all.slice((page - 1) * 25, page * 25), total: 30, page, pageSize: 25 };
}
const SETTINGS: AnalyticsSettings = {
  retentionMonths: 13,
  replayProvider: 'none',
  replayId: null,
  replayEnabled: false,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/analytics/traffic', () => ({ body: TRAFFIC }));
  server.on('GET /api/admin/analytics/funnel', () => ({ body: FUNNEL }));
  server.on('GET /api/admin/analytics/forms-buttons', () => ({ body: FORMS }));
  server.on('GET /api/admin/analytics/vitals', () => ({ body: VITALS }));
  server.on('GET /api/admin/analytics/errors', () => ({ body: ERRORS }));
  server.on('GET /api/admin/analytics/settings', () => ({ body: SETTINGS }));
  server.on('PUT /api/admin/analytics/settings', (request) => ({ body: request.body }));
});
afterEach(cleanup);

const trafficCalls = () => server.requests.filter((r) => r.path === '/api/admin/analytics/traffic');

describe('analytics', () => {
  it('shows traffic totals, the chart with its table, top pages and exports; compares with the previous period', async () => {
    const user = userEvent.setup();
    renderStudio('/analytics');
    const totalsGroup = await screen.findByRole('group', { name: 'Totals' }, { timeout: 20_000 });
    expect(within(totalsGroup).getByText('Visits').nextElementSibling?.textContent).toBe('12');
    expect(within(totalsGroup).getByText('Page views').nextElementSibling?.textContent).toBe('24');
    expect(within(totalsGroup).getByText('Visit length').nextElementSibling?.textContent).toBe('2m 05s');
    // The last 30 days by default.
    const query = trafficCalls()[0]!.query;
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000).toBe(29);

    const pages = screen.getByRole('table', { name: 'Top pages' });
    expect(within(pages).getByRole('row', { name: '/shop 15' })).toBeTruthy();
    expect(within(pages).getByRole('row', { name: '/ 9' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Top pages as CSV' }).getAttribute('href')).toBe(
      `/api/admin/analytics/export/pages?from=${query.get('from')}&to=${query.get('to')}`,
    );
    expect(screen.getByRole('link', { name: 'Export raw events' }).getAttribute('href')).toContain(
      '/api/admin/analytics/export/events?from=',
    );
    // The chart's figures are in a table for screen readers, shown on request.
    const perDay = screen.getByRole('table', { name: 'Traffic per day' });
    expect(within(perDay).getByRole('row', { name: /2026-11-26 8 7 16 40% 2m 05s/ })).toBeTruthy();
    const overTime = screen.getByRole('region', { name: 'Traffic over time' });
    await user.click(within(overTime).getByRole('switch', { name: 'Show as table' }));
    expect(within(overTime).getByRole('table', { name: 'Traffic per day' })).toBeTruthy();
    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    expect(within(campaigns).getByText('No campaigns in this period')).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByRole('switch', { name: 'Compare with the previous period' }));
    const compared = screen.getByRole('group', { name: /^Totals, compared with / });
    expect(within(compared).getByText('+20% · previous period 10')).toBeTruthy();
  }, 60_000);

  it('asks for the chosen period and refuses a backwards custom range', async () => {
    const user = userEvent.setup();
    renderStudio('/analytics');
    await screen.findByRole('group', { name: 'Totals' }, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => {
      const last = trafficCalls().at(-1)!.query;
      expect((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000).toBe(6);
    });

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await waitFor(() =>
      expect(
        trafficCalls().some(
          (r) => r.query.get('from') === '2026-11-01' && r.query.get('to') === '2026-11-10',
        ),
      ).toBe(true),
    );
    const before = trafficCalls().length;
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a start on or before the end, at most 400 days apart.',
    );
    expect(trafficCalls()).toHaveLength(before);
  }, 60_000);

  it('says when there were no visits, and offers Retry when a report fails', async () => {
    let fail = true;
    server.on('GET /api/admin/analytics/traffic', () => (fail ? { drop: true } : { body: EMPTY_TRAFFIC }));
    const user = userEvent.setup();
    renderStudio('/analytics');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(alert).getByText('Unable to load results')).toBeTruthy();
    expect(within(alert).getByText('Network error')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No visits in this period')).toBeTruthy();
    await expectAccessible();
  }, 60_000);

  it('shows the sales funnel, forms and buttons, site speed and errors', async () => {
    const user = userEvent.setup();
    renderStudio('/analytics?report=sales');
    const funnel = await screen.findByRole('table', { name: 'Sales funnel' }, { timeout: 20_000 });
    expect(within(funnel).getByRole('row', { name: 'Add to cart 50 25% 150' })).toBeTruthy();
    const sales = screen.getByRole('group', { name: 'Sales' });
    expect(within(sales).getByText('$450.00')).toBeTruthy();
    expect(within(sales).getByText('$45.00')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Fern mug 120 30 8 12 $300.00' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Forms and buttons' }));
    expect(await screen.findByRole('row', { name: 'Newsletter 80 8 10%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Book a table 100 7 7%' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Site speed' }));
    const templates = await screen.findByRole('table', {
      name: 'Per page template: LCP at the 75th percentile',
    });
    expect(
      within(templates).getByRole('row', { name: /^product 4,200 ms Poor 40 60% 25% 15%$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /^\/shop\/fern-mug 2,100 ms Good/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'CLS' }));
    expect(await screen.findByRole('row', { name: /^product 0\.3 Poor/ })).toBeTruthy();
    expect(screen.getByText('Cumulative layout shift: good up to 0.1, poor above 0.25.')).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByRole('tab', { name: 'JavaScript errors' }));
    const errors = await screen.findByRole('table', { name: 'JavaScript errors' });
    expect(within(errors).getByRole('row', { name: /^TypeError: x is undefined \/shop 3 / })).toBeTruthy();
  }, 60_000);

  it('pages through the errors table, asking the API for each page', async () => {
    server.on('GET /api/admin/analytics/errors', (request) => ({
      body: errorsPage(Number(request.query.get('page') ?? '1')),
    }));
    const user = userEvent.setup();
    renderStudio('/analytics?report=errors');
    const table = await screen.findByRole('table', { name: 'JavaScript errors' }, { timeout: 20_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByRole('row', { name: /^TypeError: failure 0 \/page-0 30 / })).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeTruthy();
    const second = screen.getByRole('table', { name: 'JavaScript errors' });
    expect(within(second).getAllByRole('row')).toHaveLength(6);
    expect(within(second).getByRole('row', { name: /^TypeError: failure 29 \/page-29 1 / })).toBeTruthy();
    const asked = server.requests.filter((r) => r.path === '/api/admin/analytics/errors');
    expect(asked.map((r) => r.query.get('page'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
  }, 60_000);

  it('saves retention and the session-replay provider', async () => {
    const user = userEvent.setup();
    renderStudio('/analytics?report=settings');
    const months = await screen.findByRole(
      'textbox',
      { name: /Keep raw events for \(months\)/ },
      { timeout: 20_000 },
    );
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByRole('combobox', { name: /Session replay provider/ }));
    await user.click(await screen.findByRole('option', { name: 'FullStory' }));
    await user.click(screen.getByRole('switch', { name: 'Record sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the id your provider gave you.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Provider id' }), 'o-123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Analytics settings saved');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      retentionMonths: 24,
      replayProvider: 'fullstory',
      replayId: 'o-123',
      replayEnabled: true,
    });
    expect(put?.headers['x-csrf-token']).toBe('csrf-token-1');
  }, 60_000);

  it('shows the reports but not the settings to a reporting role; hides Analytics from roles without it', async () => {
    server.on('GET /api/auth/me', () => ({ body: REPORTER }));
    renderStudio('/analytics');
    await screen.findByRole('group', { name: 'Totals' }, { timeout: 20_000 });
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
    cleanup();
    server.on('GET /api/auth/me', () => ({ body: sessionOf('editor') }));
    renderStudio('/analytics');
    expect(await screen.findByText('Not available for your role', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  }, 60_000);
});
