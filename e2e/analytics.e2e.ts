import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useSiteAndBrowser } from './harness.js';
import { demoOwner } from './owner-api.js';

/**
 * Issue 13's visitor side in Chromium: census cookies and one hit per page view, the 30-minute
 * visit, nothing recorded for a signed-in owner or /search, the error reporter, and the
 * performance beacon when the page is left.
 */
const kit = useSiteAndBrowser();

/** Every request the pages of a context send to one of the analytics endpoints. */
function watch(context: BrowserContext, path: string): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Every URL matching `pattern` the pages of a context ask for. */
function watchUrls(context: BrowserContext, pattern: RegExp): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/**
 * The page's requests are over: Playwright's network idle (no request for 500 ms) after the
 * expected ones answered, so a test can tell that nothing more was sent.
 */
const quiet = (page: Page) => page.waitForLoadState('networkidle');

/** The answer to the next request a page sends to `path` that `accept` (the default: any). */
function answerTo(page: Page, path: string, accept: (request: Request) => boolean = () => true) {
  return page.waitForResponse((response) => {
    const request = response.request();
    return new URL(request.url()).pathname === path && accept(request);
  });
}

const isPageView = (request: Request) => hitOf(request).event === '1';

function hitOf(request: Request) {
  const form = new URLSearchParams(request.postData() ?? '');
  return {
    event: form.get('event'),
    record: form.get('ss_cvr') ?? '',
    data: JSON.parse(form.get('data') ?? '{}'),
  };
}

describe('census and visits', () => {
  it('sets the census cookies and records one hit on a first visit; a second page is the same visit', async () => {
    const { context, page } = await newPage(kit.browser);
    const hits = watch(context, '/api/census/RecordHit');
    const firstView = answerTo(page, '/api/census/RecordHit', isPageView);
    await page.goto(`${kit.site.url}/`);
    await firstView;
    await quiet(page);
    const pageViews = () => hits.map(hitOf).filter((h) => h.event === '1');
    expect(pageViews()).toHaveLength(1);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'])
      expect(cookies[name], name).toBeDefined();
    const first = decodeURIComponent(cookies['ss_cvr']!.value).split('|');
    expect(first).toHaveLength(6);
    expect(first[5]).toBe('1');
    expect(cookies['ss_cvt']!.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60 + 5);
    // The record is set for 2 years; Chromium keeps no cookie longer than 400 days.
    expect(cookies['ss_cvr']!.expires - Date.now() / 1000).toBeGreaterThan(399 * 86400);
    expect(pageViews()[0]!.data).toMatchObject({ url: `${kit.site.url}/`, websiteId: expect.any(String) });

    const secondView = answerTo(page, '/api/census/RecordHit', isPageView);
    await page.goto(`${kit.site.url}/shop`);
    await secondView;
    const second = pageViews()[1]!.record.split('|');
    expect(second[0]).toBe(first[0]);
    expect(second[3]).toBe(first[3]);
    expect(second[5]).toBe('1');
    await context.close();
  });

  it('records nothing at /search nor for a signed-in owner', async () => {
    const { context, page } = await newPage(kit.browser);
    const hits = watch(context, '/api/census/RecordHit');
    await page.goto(`${kit.site.url}/search?q=mug`);
    await quiet(page);
    expect(hits).toEqual([]);

    const credentials = demoOwner(kit.site);
    const login = await context.request.post(`${kit.site.url}/api/auth/login`, {
      data: { email: credentials.email, password: credentials.password },
    });
    expect(login.status()).toBe(200);
    const answers: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/census/RecordHit') answers.push(response.status());
    });
    const ownerHit = answerTo(page, '/api/census/RecordHit');
    await page.goto(`${kit.site.url}/`);
    await ownerHit;
    // The page cannot see the owner's HttpOnly session: the server drops the hit by the skip rules.
    const csv = await context.request.get(`${kit.site.url}/api/admin/analytics/export/events`);
    expect(csv.status()).toBe(200);
    const ownerRows = (await csv.text())
      .split('\n')
      .filter((line) => line.includes(hitOf(hits[0]!).record.split('|')[0]!));
    expect(ownerRows).toEqual([]);
    await context.close();
  });
});

describe('error reporter and performance collector', () => {
  it('reports a thrown error once', async () => {
    const { context, page } = await newPage(kit.browser);
    const reports = watch(context, '/api/events/RecordJavascriptErrors');
    await page.goto(`${kit.site.url}/`);
    await page.waitForLoadState('load');
    const reported = answerTo(page, '/api/events/RecordJavascriptErrors');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e analytics boom');
      });
    });
    await reported;
    await quiet(page);
    expect(reports).toHaveLength(1);
    const body = JSON.parse(reports[0]!.postData() ?? '[]') as { event: string; data: { message: string } }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      event: 'error',
      data: { message: expect.stringContaining('e2e analytics boom') },
    });
    const response = await reports[0]!.response();
    expect(response?.status()).toBe(204);
    await context.close();
  });

  it('sends the performance beacon when the page is left', async () => {
    const { context, page } = await newPage(kit.browser);
    const beacons = watch(context, '/api/1/performance');
    await page.goto(`${kit.site.url}/shop`);
    await page.waitForLoadState('load');
    await page.locator('body').click();
    await page.goto(`${kit.site.url}/`);
    await page.waitForLoadState('load');
    // The beacon outlives the page: the server has it whether or not the browser reported it to us.
    const credentials = demoOwner(kit.site);
    const owner = await kit.browser.newContext();
    await owner.request.post(`${kit.site.url}/api/auth/login`, {
      data: { email: credentials.email, password: credentials.password },
    });
    const exported = async () =>
      (await (await owner.request.get(`${kit.site.url}/api/admin/analytics/export/events`)).text())
        .split('\n')
        // One page may send more than one beacon (after load, and when hidden), each with the
        // metrics measured by then: wait for one that carries the paint and server timings.
        .filter((line) => line.includes(',performance,') && line.includes(',/shop,'))
        .filter((line) => line.includes('ttfb') && line.includes('fcp'));
    await expect.poll(exported, { timeout: 10_000, interval: 250 }).not.toEqual([]);
    const rows = await exported();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toContain('ttfb');
    expect(rows[0]).toContain('fcp');
    if (beacons.length > 0) expect(beacons[0]!.headers()['content-type']).toContain('text/plain');
    await owner.close();
    await context.close();
  });

  it('fetches web-vitals as a chunk of its own after load, and its LCP reaches the beacon', async () => {
    const { context, page } = await newPage(kit.browser);
    const chunks = watchUrls(context, /\/web-vitals-[^/]*\.js$/);
    await page.goto(`${kit.site.url}/about`);
    await page.waitForLoadState('load');
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/web-vitals-[^/]*\.js$/.test(entry.name));
      const visitor = performance
        .getEntriesByType('resource')
        .find((entry) => /\/visitor-[^/]*\.js$/.test(entry.name));
      return { loaded: nav.loadEventEnd, chunk: chunk?.startTime, visitor: visitor?.startTime };
    });
    // The first script does not carry web-vitals: it is asked for once the page has loaded.
    expect(timing.visitor).toBeDefined();
    expect(timing.chunk).toBeGreaterThanOrEqual(timing.loaded);
    // Let its observers read the buffered entries, then end LCP with an input and leave.
    await page.waitForTimeout(300);
    await page.locator('body').click();
    await page.goto(`${kit.site.url}/shop`);
    await page.waitForLoadState('load');
    const credentials = demoOwner(kit.site);
    const owner = await kit.browser.newContext();
    await owner.request.post(`${kit.site.url}/api/auth/login`, {
      data: { email: credentials.email, password: credentials.password },
    });
    // The beacon is written by the ingestion batch writer: wait for its row in the export.
    await expect
      .poll(
        async () => {
          const csv = await (
            await owner.request.get(`${kit.site.url}/api/admin/analytics/export/events`)
          ).text();
          return csv
            .split('\n')
            .filter((line) => line.includes(',performance,') && line.includes(',/about,'))
            .filter((line) => line.includes('lcp')).length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await owner.close();
    await context.close();
  });
});
