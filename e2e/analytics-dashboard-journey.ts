import type { DatabaseConfig } from '@tessera/db';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seedAnalyticsEvents } from '../bench/analytics-seed.js';
import { seriousViolations } from './axe.js';
import { withDemoSite } from './demo-database.js';
import { newPage, screenshot, type SiteAndBrowser, type StartOptions } from './harness.js';
import { demoOwner, isSignedOutCheck, signInToStudio } from './studio-support.js';

/**
 * Issue 13's dashboard at volume, shared by the SQLite and PostgreSQL journeys: 100,000 events
 * over the last 30 days, written through the ingestion batch writer into the demo site's database
 * before the server serves, then read by the owner in the studio's Analytics screen in Chromium.
 */
export const EVENTS = 100_000;

/** Seeds the events between the first start (which created the demo) and the serving start. */
export function seedBeforeServing(
  dialect: string,
  databaseOf: (dataDir: string) => DatabaseConfig,
): StartOptions {
  return {
    beforeServing: (dataDir) =>
      withDemoSite(
        dataDir,
        async (db, websiteId) => {
          const started = performance.now();
          const written = await seedAnalyticsEvents(db, websiteId, EVENTS, Date.now());
          console.log(
            `seeded ${written} events on ${dialect} in ${Math.round(performance.now() - started)} ms`,
          );
        },
        databaseOf(dataDir),
      ),
  };
}

/** A figure as shown ('12,345') as a number. */
const figureValue = async (totals: Locator, label: string): Promise<number> => {
  const text = await totals
    .locator('dl', { has: totals.page().getByText(label, { exact: true }) })
    .locator('dd')
    .first()
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
};

/** Rows under the header of the table named `name` inside `scope`. */
const bodyRows = (scope: Locator, name: string) =>
  scope.getByRole('table', { name }).locator('tbody').getByRole('row');

/** Opens a tab and waits until its report has loaded; answers how long that took. */
async function openTab(page: Page, tab: string): Promise<{ panel: Locator; ms: number }> {
  const started = performance.now();
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.waitFor();
  await expect
    .poll(() => panel.getByRole('status', { name: 'Loading' }).count(), { timeout: 30_000 })
    .toBe(0);
  await panel.getByRole('table').first().waitFor();
  return { panel, ms: Math.round(performance.now() - started) };
}

/** The journey's tests, for the site `kit` serves from `dialect`. */
export function dashboardJourney(kit: SiteAndBrowser, dialect: string): void {
  it('shows traffic totals matching the owner API, the traffic chart and the funnel, speed and error tables', async () => {
    const { context, page, problems } = await newPage(kit.browser, {
      viewport: { width: 1280, height: 800 },
    });
    const timings: Record<string, number> = {};

    await signInToStudio(page, kit.site, demoOwner(kit.site));
    // The Analytics screen's own request: Home's visitor card asks the same route for 7 days.
    const trafficRequest = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/admin/analytics/traffic' &&
        new URL(page.url()).pathname.startsWith('/config/analytics'),
    );
    const trafficStarted = performance.now();
    await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const traffic = page.getByRole('tabpanel', { name: 'Traffic' });
    await bodyRows(traffic, 'Traffic per day').first().waitFor({ state: 'attached', timeout: 30_000 });
    timings['Traffic'] = Math.round(performance.now() - trafficStarted);

    // The same range the screen asked for, through the owner API with the same session.
    const asked = new URL((await trafficRequest).url());
    const answer = await context.request.get(`${kit.site.url}/api/admin/analytics/traffic${asked.search}`);
    expect(answer.ok()).toBe(true);
    const report = (await answer.json()) as { totals: { visits: number; pageViews: number } };
    expect(report.totals.visits).toBeGreaterThan(0);
    expect(report.totals.pageViews).toBeGreaterThan(report.totals.visits);

    const totals = page.getByRole('group', { name: 'Totals' });
    expect(await figureValue(totals, 'Visits')).toBe(report.totals.visits);
    expect(await figureValue(totals, 'Page views')).toBe(report.totals.pageViews);

    // The chart draws, and its table view (switched on by keyboard) lists the days.
    const overTime = page.getByRole('region', { name: 'Traffic over time' });
    expect(await overTime.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    const asTable = overTime.getByRole('switch', { name: 'Show as table' });
    await asTable.focus();
    await page.keyboard.press('Space');
    expect(await asTable.isChecked()).toBe(true);
    expect(await bodyRows(overTime, 'Traffic per day').count()).toBeGreaterThan(20);
    expect(await seriousViolations(page), 'Traffic').toEqual([]);

    const funnel = await openTab(page, 'Sales funnel');
    timings['Sales funnel'] = funnel.ms;
    expect(await bodyRows(funnel.panel, 'Sales funnel').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'Sales funnel').toEqual([]);

    const speed = await openTab(page, 'Site speed');
    timings['Site speed'] = speed.ms;
    expect(
      await bodyRows(speed.panel, 'Per page template: LCP at the 75th percentile').count(),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'Site speed').toEqual([]);

    const errors = await openTab(page, 'JavaScript errors');
    timings['JavaScript errors'] = errors.ms;
    expect(await bodyRows(errors.panel, 'JavaScript errors').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'JavaScript errors').toEqual([]);

    await screenshot(page, `studio-analytics-100k-${dialect}`);
    console.log(
      `${dialect}: tab load over ${EVENTS} events (ms): ${Object.entries(timings)
        .map(([tab, ms]) => `${tab} ${ms}`)
        .join(', ')}`,
    );
    expect(problems.consoleErrors.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await context.close();
  }, 180_000);

  it('stays readable at 390 px with the volume’s long lists', async () => {
    const width = 390;
    const { context, page, problems } = await newPage(kit.browser, { viewport: { width, height: 844 } });
    await signInToStudio(page, kit.site, demoOwner(kit.site), '/config/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    for (const tab of ['Traffic', 'Sales funnel', 'Site speed', 'JavaScript errors']) {
      const { panel } = await openTab(page, tab);
      await expect.poll(() => panel.locator('tbody').getByRole('row').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page), tab).toEqual([]);
      // Nothing pushes the page wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(width);
    }
    await screenshot(page, `studio-analytics-100k-phone-${dialect}`);
    expect(problems.consoleErrors.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await context.close();
  }, 120_000);
}
