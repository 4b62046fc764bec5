import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's owner journey for search engines: the owner opens SEO in the studio, writes a
// robots.txt rule that crawlers then read, maps an old shop's addresses to the new shop and
// follows one in the browser, then undoes the mapping and meets the themed not-found page,
// which offers the site search. axe runs on the screen and on the not-found page.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function settledViolations(page: Page): Promise<string[]> {
  await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
  return seriousViolations(page);
}

describe('SEO settings', () => {
  it('edits robots.txt and URL mappings, which the site then answers, and undoes a change', async () => {
    const { page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site);
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'SEO', exact: true })
      .click();
    await page.getByRole('heading', { name: 'SEO', level: 1 }).waitFor();
    const rules = page.getByRole('textbox', { name: 'Rules' });
    await expect.poll(() => rules.inputValue()).toContain('Disallow: /config');
    expect(await settledViolations(page)).toEqual([]);

    // A wrong line is refused where it is; a right one is what crawlers read.
    await rules.fill('User-agent: *\nDisalow: /drafts');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText(/^Line 2: write a rule as/).waitFor();
    await rules.fill('User-agent: *\nDisallow: /config\nDisallow: /drafts');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Disallow: /drafts', { exact: false }).last().waitFor();
    const robots = await page.request.get(`${kit.site.url}/robots.txt`);
    expect(await robots.text()).toBe(
      `User-agent: *\nDisallow: /config\nDisallow: /drafts\n\nSitemap: ${kit.site.url}/sitemap.xml\n`,
    );

    // The old shop's addresses lead to the new shop.
    const mappings = page.getByRole('textbox', { name: 'Mappings' });
    await mappings.fill('/old-shop/* -> /shop 301');
    await page.getByRole('button', { name: 'Save mappings' }).click();
    await page.getByText('1 mapping in force').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'studio-seo');

    const visitor = await newPage(kit.browser, { viewport: DESKTOP });
    await visitor.page.goto(`${kit.site.url}/old-shop/linen/apron`);
    expect(new URL(visitor.page.url()).pathname).toBe('/shop');
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    // The shop's JSON-LD (its breadcrumbs) is data the browser parses, never runs: no CSP report.
    const jsonLd = await visitor.page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@graph'][0]['@type']).toBe('BreadcrumbList');

    // Undo takes the mapping away: the old address is the themed not-found page with search.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('0 mappings in force').waitFor();
    expect(await mappings.inputValue()).toBe('');
    const gone = await visitor.page.goto(`${kit.site.url}/old-shop/linen/apron`);
    expect(gone?.status()).toBe(404);
    await visitor.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await visitor.page.getByRole('searchbox', { name: 'Search this site' }).fill('apron');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.page.getByRole('button', { name: 'Search' }).last().click();
    await visitor.page.waitForURL(/\/search\?q=apron/);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    // Chromium logs the not-found page's own 404 as a console error; nothing else may appear.
    expect(visitor.problems.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});
