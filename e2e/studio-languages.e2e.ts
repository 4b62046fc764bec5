import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 18's owner journey: the owner adds French under /fr/ in the studio's Languages screen,
// translates the About page's title side by side with the English, and a visitor then reads the
// French title at /fr/about (and the English one still at /about), with the language switcher,
// which remembers the visitor's choice for their next visit to the home page.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function settledViolations(page: Page): Promise<string[]> {
  await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
  return seriousViolations(page);
}

describe('languages in the studio', () => {
  it('adds French, translates a page title, and the visitor reads it under /fr/', async () => {
    const { page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site);
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Languages', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Languages', level: 1 }).waitFor();
    const table = page.getByRole('region', { name: 'Site languages' });
    await table.getByText('Default').waitFor();

    await page
      .locator('input')
      .and(page.getByLabel('Language', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'French (France) (fr-FR)' }).click();
    await page.getByLabel('Address code').fill('fr');
    await page.getByRole('button', { name: 'Add language' }).click();
    await table.getByText('/fr/').waitFor();
    await table.getByText(/^0 of \d+ texts$/).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'studio-languages');

    await table.getByRole('link', { name: 'Translate into French (France)' }).click();
    await page.getByRole('heading', { name: 'Translate into French (France)' }).waitFor();
    await page.getByRole('textbox', { name: 'About: Title in French (France)' }).fill('À propos');
    expect(await settledViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save translations' }).click();
    await page.getByText(/^1 of \d+ texts translated$/).waitFor();
    await screenshot(page, 'studio-translations');

    const visitor = await newPage(kit.browser, { viewport: DESKTOP });
    const french = await visitor.page.goto(`${kit.site.url}/fr/about`);
    expect(french?.status()).toBe(200);
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await visitor.page.title()).toContain('À propos');
    // The switcher remembers the choice: back at the bare home page, French comes first.
    const switcher = visitor.page.getByRole('navigation', { name: 'Language' });
    await switcher.getByRole('link', { name: /Français/ }).click();
    await visitor.page.waitForURL(`${kit.site.url}/fr/about`);
    await visitor.page.goto(`${kit.site.url}/`);
    await visitor.page.waitForURL(`${kit.site.url}/fr`);
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('fr-FR');
    await visitor.page.goto(`${kit.site.url}/fr/about`);
    await switcher.getByRole('link', { name: /English/ }).click();
    await visitor.page.waitForURL(`${kit.site.url}/about`);
    expect(await visitor.page.title()).not.toContain('À propos');
    await visitor.page.goto(`${kit.site.url}/`);
    expect(new URL(visitor.page.url()).pathname).toBe('/');

    // Undo takes the translation away again: the French page falls back to the English title.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^0 of \d+ texts translated$/).waitFor();

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(visitor.problems.consoleErrors).toEqual([]);
  });
});
