import { insertProductReview } from '@tessera/db';
import {
  writeXssPayloads,
  XSS_MARKER,
  XSS_PAYLOADS,
  type XssWritten,
} from '@tessera/server/testing/xss-corpus-site';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withDemoSite } from './demo-database.js';
import { newPage, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 17 (G11), the browser's word on the XSS corpus: every payload is written into the demo's
// pages, products, posts, navigation and reviews before the server serves, then Chromium opens the
// visitor's pages and the owner's studio screens with alert, confirm, prompt and print hooked (and
// any dialog caught). A payload that ran, or that the Content Security Policy had to stop, fails.
let written: XssWritten | undefined;
const kit = useSiteAndBrowser(
  {},
  {
    beforeServing: (dataDir) =>
      withDemoSite(dataDir, async (db, websiteId) => {
        const collections = await db
          .selectFrom('collections')
          .select(['id', 'url_id'])
          .where('website_id', '=', websiteId)
          .where('url_id', 'in', ['shop', 'journal', 'home'])
          .execute();
        const idOf = (urlId: string) => {
          const found = collections.find((c) => c.url_id === urlId);
          if (!found) throw new Error(`the demo has no ${urlId}`);
          return found.id;
        };
        written = await writeXssPayloads(db, websiteId, {
          shopId: idOf('shop'),
          blogId: idOf('journal'),
          homeId: idOf('home'),
        });
        // Published reviews by payload authors on the first payload product.
        for (const [i, payload] of XSS_PAYLOADS.slice(0, 40).entries())
          await insertProductReview(db, websiteId, {
            itemId: written.productIds[0]!,
            rating: 1 + (i % 5),
            title: payload.slice(0, 200).replaceAll('\u0000', ''),
            body: payload.replaceAll('\u0000', ''),
            authorName: payload.slice(0, 100).replaceAll('\u0000', ''),
            authorEmail: `reviewer${i}@example.com`,
            status: 'published',
          });
      }),
  },
);

declare global {
  interface Window {
    __xssRuns?: string[];
  }
}

/** Hooks the dialogs and records Content Security Policy refusals, before any page script runs. */
async function hookExecutions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const runs: string[] = (window.__xssRuns = []);
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          runs.push(`${name}(${args.map(String).join(', ')})`);
          return null;
        },
      });
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      runs.push(`CSP ${event.violatedDirective} refused ${event.blockedURI} ${event.sample}`);
    });
  });
}

const visited: string[] = [];
async function open(page: Page, url: string, runs: string[]): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status() ?? 0, url).toBeLessThan(500);
  // Handlers like onerror and onfocus fire after load; give them a moment.
  await page.waitForTimeout(150);
  for (const run of await page.evaluate(() => window.__xssRuns ?? [])) runs.push(`${url}: ${run}`);
  visited.push(url);
}

describe('the XSS corpus in Chromium', () => {
  it('runs nothing on the visitor pages that show the payloads', { timeout: 600_000 }, async () => {
    if (!written) throw new Error('the payloads were not written');
    const { context, page } = await newPage(kit.browser);
    await hookExecutions(context);
    const runs: string[] = [];
    page.on('dialog', (dialog) => {
      runs.push(`${page.url()}: dialog ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss();
    });
    const base = kit.site.url;
    const sample = <T>(list: readonly T[]) => list.filter((_, i) => i % 10 === 0);
    const urls = [
      '/',
      '/shop',
      '/journal',
      '/cart',
      ...sample(written.pages),
      ...sample(written.products),
      // The product with the payload reviews.
      written.products[0]!,
      ...sample(written.posts),
      ...sample(XSS_PAYLOADS).map((p) => `/search?q=${encodeURIComponent(p)}`),
      ...sample(XSS_PAYLOADS).map((p) => `/${encodeURIComponent(p.replaceAll('/', ''))}`),
    ];
    // The hook itself works: a call from the page is recorded, not shown.
    await page.goto(`${base}/`);
    await page.evaluate(() => window.alert('hook check'));
    expect(await page.evaluate(() => window.__xssRuns)).toEqual(['alert(hook check)']);
    for (const url of urls) await open(page, `${base}${url}`, runs);
    // The payloads are on the pages, as text.
    await page.goto(`${base}/`);
    expect(await page.content()).toContain(XSS_MARKER);
    expect(runs).toEqual([]);
    expect(visited.length).toBeGreaterThanOrEqual(urls.length);
    await context.close();
  });

  it("runs nothing in the owner's studio screens that list the payloads", { timeout: 600_000 }, async () => {
    if (!written) throw new Error('the payloads were not written');
    const { context, page } = await newPage(kit.browser, { viewport: { width: 1280, height: 900 } });
    await hookExecutions(context);
    const runs: string[] = [];
    page.on('dialog', (dialog) => {
      runs.push(`${page.url()}: dialog ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signInToStudio(page, kit.site);
    const screens: [string, string][] = [
      ['/config/pages', 'Pages'],
      ['/config/products', 'Products'],
      ['/config/reviews', 'Reviews'],
      ['/config/navigation', 'Navigation'],
    ];
    for (const [path, heading] of screens) {
      await open(page, `${kit.site.url}${path}`, runs);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText(XSS_MARKER).first().waitFor();
      await page.waitForTimeout(150);
      for (const run of await page.evaluate(() => window.__xssRuns ?? [])) runs.push(`${path}: ${run}`);
    }
    expect(runs).toEqual([]);
    await context.close();
  });
});
