import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 11, more sites in one install: the demo owner (the install's first owner) creates a second
// website from the studio's Sites screen; its host (`*.localhost` reaches this machine in Chromium)
// serves its own home page, the first site keeps its address, the new owner's invitation is mailed,
// and the header's site switcher signs the owner in on the new site's host.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function violationsWhenSettled(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return seriousViolations(page);
}

describe('more sites in one install', () => {
  it('creates a second site from the studio, serves it at its host and switches to it signed in', async () => {
    const port = new URL(kit.site.url).port;
    const host = `second-shop.localhost`;
    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site);
    await page.getByRole('link', { name: 'Sites', exact: true }).click();
    await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page.getByRole('row', { name: /This site/ }).waitFor();
    expect(await violationsWhenSettled(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create website' });
    await dialog.getByLabel('Address name').fill('second-shop');
    await dialog.getByLabel('Site title').fill('Second Shop');
    await dialog.getByLabel('Domains').fill(host);
    await dialog.getByLabel("Owner's email").fill('second-owner@example.com');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await screenshot(page, 'studio-sites-create');
    await dialog.getByRole('button', { name: 'Create website' }).click();
    await page
      .getByText('Website Second Shop created. Invitation sent to second-owner@example.com')
      .waitFor();
    await page.getByRole('row', { name: /Second Shop/ }).waitFor();

    const mail = await kit.mail.waitFor((m) => m.to.includes('second-owner@example.com'), 30_000);
    expect(mail.text).toContain('as Administrator.');
    expect(mail.text).toContain(`http://${host}:${port}/config/invitation?token=`);

    // Each host serves its own home page.
    const visitor = await newPage(kit.browser, { viewport: DESKTOP });
    await visitor.page.goto(`http://${host}:${port}/`);
    expect(await visitor.page.title()).toContain('Second Shop');
    await visitor.page.goto(`${kit.site.url}/`);
    expect(await visitor.page.title()).toContain('Fern & Fable');
    await visitor.context.close();

    // The switcher opens the second site's studio, signed in there; the secret leaves the address bar.
    await page.getByRole('button', { name: 'Switch site' }).click();
    await page.getByRole('menuitem', { name: 'Second Shop' }).click();
    await page.waitForURL(`http://${host}:${port}/config`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: /^Signed in as / }).waitFor();
    await page.getByText('Second Shop', { exact: true }).first().waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session).toMatchObject({ session: { website: { title: 'Second Shop' } } });
    expect(await violationsWhenSettled(page)).toEqual([]);
    await screenshot(page, 'studio-sites-switched');

    // And back again.
    await page.getByRole('button', { name: 'Switch site' }).click();
    await page.getByRole('menuitem', { name: 'Fern & Fable' }).click();
    await page.waitForURL(`${kit.site.url}/config`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    // On a phone the Sites screen and the header's switcher fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${kit.site.url}/config/sites`);
    await page.getByRole('row', { name: /Second Shop/ }).waitFor();
    await page.getByRole('button', { name: 'Switch site' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await screenshot(page, 'studio-sites-phone');

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});
