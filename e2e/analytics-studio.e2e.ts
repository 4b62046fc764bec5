import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { demoOwner, isSignedOutCheck, signInToStudio, STUDIO_VIEWPORTS } from './studio-support.js';

/**
 * Issue 13's owner side in Chromium: a visitor (no owner cookie) opens two storefront pages, then
 * the owner opens Analytics in the studio and finds the visit, the page views and both pages.
 */
const kit = useSiteAndBrowser();

// Headless Chromium names itself HeadlessChrome, which the bot list flags (flagged hits are not
// counted): the visitor browses as the desktop Chrome it is.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const CENSUS_HIT = '/api/census/RecordHit';
const isCensusHit = (response: { url(): string }) => new URL(response.url()).pathname === CENSUS_HIT;

describe('the owner analytics screen', () => {
  it('counts a visitor’s two pages and lists them among the top pages, at desktop and phone size', async () => {
    const visitor = await newPage(kit.browser, { userAgent: VISITOR_AGENT });
    const hits: number[] = [];
    for (const path of ['/', '/shop']) {
      const hit = visitor.page.waitForResponse(isCensusHit);
      await visitor.page.goto(`${kit.site.url}${path}`);
      hits.push((await hit).status());
    }
    expect(hits.every((status) => status < 300)).toBe(true);
    await visitor.context.close();

    // The hits are written in batches (the server's ingest queue, a separate process here): wait,
    // through the owner's API, until the report has them.
    const owner = await kit.browser.newContext();
    const credentials = demoOwner(kit.site);
    await owner.request.post(`${kit.site.url}/api/auth/login`, {
      data: { email: credentials.email, password: credentials.password },
    });
    await vi.waitFor(
      async () => {
        const report = (await (
          await owner.request.get(`${kit.site.url}/api/admin/analytics/traffic`)
        ).json()) as {
          totals: { pageViews: number };
        };
        expect(report.totals.pageViews).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000 },
    );
    await owner.close();

    for (const { name, viewport } of STUDIO_VIEWPORTS) {
      const { context, page, problems } = await newPage(kit.browser, { viewport });
      await signInToStudio(page, kit.site, credentials, '/config/analytics');
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
      const totals = page.getByRole('group', { name: 'Totals' });
      const figure = (label: string) =>
        totals.locator('dl', { has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect.poll(() => figure('Visits').textContent()).toBe('1');
      expect(await figure('Unique visitors').textContent()).toBe('1');
      expect(await figure('Page views').textContent()).toBe('2');
      const topPages = page.getByRole('table', { name: 'Top pages' });
      await topPages.getByRole('row', { name: '/ 1', exact: true }).waitFor();
      await topPages.getByRole('row', { name: '/shop 1', exact: true }).waitFor();

      // The chart's figures as a table, on request.
      const overTime = page.getByRole('region', { name: 'Traffic over time' });
      // By keyboard: a click scrolls the switch under the studio's sticky header.
      const asTable = overTime.getByRole('switch', { name: 'Show as table' });
      await asTable.focus();
      await page.keyboard.press('Space');
      expect(await asTable.isChecked()).toBe(true);
      await overTime.getByRole('table', { name: 'Traffic per day' }).getByRole('row').nth(1).waitFor();

      expect(await seriousViolations(page)).toEqual([]);
      // Readable at 390 px: nothing pushes the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `studio-analytics-${name}`);

      // The other reports and the settings load (their empty states on this fresh site) and pass axe.
      for (const tab of [
        'Sales funnel',
        'Forms and buttons',
        'Site speed',
        'JavaScript errors',
        'Settings',
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await panel.waitFor();
        await expect.poll(() => panel.getByRole('status', { name: 'Loading' }).count()).toBe(0);
        await expect.poll(() => panel.locator('h2, h3, p, form').count()).toBeGreaterThan(0);
        expect(await seriousViolations(page), tab).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(
          viewport.width,
        );
      }
      await page.getByRole('textbox', { name: /Keep raw events for/ }).waitFor();
      expect(problems.consoleErrors.filter((p) => !isSignedOutCheck(p))).toEqual([]);
      expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
