import { describe, expect, test } from 'vitest';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';

// Issue 3 §8: the demo site's main page kinds render in a real browser with no console errors
// and no failed requests; a screenshot of each is kept under e2e/artifacts/.
const kit = useSiteAndBrowser();

async function firstItemUrl(collectionPath: string): Promise<string> {
  const response = await fetch(`${kit.site.url}${collectionPath}?format=json`);
  expect(response.status).toBe(200);
  const context = (await response.json()) as { items?: { fullUrl: string }[] };
  const url = context.items?.[0]?.fullUrl;
  if (!url) throw new Error(`${collectionPath} lists no items`);
  return url;
}

async function visit(path: string, name: string, viewport = { width: 1280, height: 800 }) {
  const { context, page, problems } = await newPage(kit.browser, { viewport });
  const response = await page.goto(`${kit.site.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), `${path} status`).toBe(200);
  await screenshot(page, name);
  const h1 = await page.locator('h1').count();
  await context.close();
  expect(problems.consoleErrors, `${path} console errors`).toEqual([]);
  expect(problems.failedRequests, `${path} failed requests`).toEqual([]);
  expect(h1, `${path} has one h1`).toBe(1);
}

describe('public pages in Chromium', () => {
  test('home page', async () => {
    await visit('/', 'home');
    await visit('/', 'home-phone', { width: 390, height: 844 });
  });

  test('a product page', async () => {
    await visit('/shop/p/linen-overshirt', 'product');
    await visit('/shop/p/linen-overshirt', 'product-phone', { width: 390, height: 844 });
  });

  test('content pages', async () => {
    await visit('/about', 'about');
    await visit('/contact', 'contact');
  });

  test('the shop grid', async () => {
    await visit('/shop', 'shop');
  });

  test('a blog post', async () => {
    await visit(await firstItemUrl('/journal'), 'blog-post');
  });

  test('search results', async () => {
    await visit('/search?q=linen', 'search');
  });
});
