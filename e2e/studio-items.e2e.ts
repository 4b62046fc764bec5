import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 11's blog journey: the owner writes a post in the demo Journal with a tag, schedules it a
// minute ahead (not public yet), the server's jobs worker publishes it at that time (public),
// then an edit is undone. The server runs on the real clock, so the journey waits for the minute.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The `datetime-local` text, in the browser's own time zone, of the first whole minute at least 20 s
 * ahead: time enough to save before it comes, and a wait of under 80 s for the worker to publish.
 */
async function soonInBrowser(page: Page): Promise<{ text: string; at: number }> {
  return page.evaluate(() => {
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const local = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
    return { text: local.toISOString().slice(0, 16), at };
  });
}

async function publicStatus(url: string): Promise<number> {
  return (await fetch(url)).status;
}

describe('blog posts in the studio', () => {
  it('writes, tags and schedules a post that the jobs worker publishes on time; undoes an edit', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site, undefined, '/config/pages');
    await page.getByRole('link', { name: 'Journal' }).click();
    await page.getByRole('heading', { name: 'Blog posts · Journal', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Blog posts' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add post' }).click();
    await page.getByLabel('Post title').fill('Kiln Opening Day');
    await page.getByRole('dialog').getByRole('button', { name: 'Create post' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    const body = page.locator('[contenteditable="true"][aria-label="Body"]');
    await body.click();
    await body.pressSequentially('The kiln opens on Saturday.');
    await page.getByRole('textbox', { name: 'New tag' }).fill('kiln');
    await page.getByRole('textbox', { name: 'New tag' }).press('Enter');
    await page.getByRole('button', { name: 'Remove tag kiln' }).waitFor();
    const status = page.locator('input').and(page.getByLabel('Status', { exact: true }));
    await status.click();
    await page.getByRole('option', { name: 'Published' }).click();
    const soon = await soonInBrowser(page);
    await page.getByLabel('Publish date').fill(soon.text);
    expect(await status.inputValue()).toBe('Scheduled');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Kiln Opening Day saved').waitFor();

    const postUrl = `${kit.site.url}/journal/kiln-opening-day`;
    expect(Date.now()).toBeLessThan(soon.at);
    expect(await publicStatus(postUrl)).toBe(404);

    // The jobs worker (polling every second) publishes it once its minute has come.
    await expect
      .poll(() => publicStatus(postUrl), { timeout: soon.at - Date.now() + 30_000, interval: 2000 })
      .toBe(200);
    const visitor = await context.newPage();
    await visitor.goto(postUrl);
    await visitor.getByRole('heading', { name: 'Kiln Opening Day' }).first().waitFor();
    expect(await visitor.getByText('The kiln opens on Saturday.').count()).toBeGreaterThan(0);
    await visitor.close();

    await page.getByRole('link', { name: 'Blog posts' }).click();
    await page
      .getByRole('row', { name: /Kiln Opening Day/ })
      .getByText('Published')
      .waitFor();
    await page.getByRole('link', { name: 'Kiln Opening Day' }).click();
    await title.waitFor();
    await title.fill('Kiln Opening Day (moved)');
    await page.keyboard.press('Control+z');
    expect(await title.inputValue()).toBe('Kiln Opening Day');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await title.inputValue()).toBe('Kiln Opening Day (moved)');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await title.inputValue()).toBe('Kiln Opening Day');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'studio-item-editor');

    // On a phone the editor and the list fit the screen (nothing scrolls sideways once the layout
    // has answered the resize).
    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await page.getByRole('row', { name: /Kiln Opening Day/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.filter((r) => !r.includes('/journal/kiln-opening-day'))).toEqual([]);
    await context.close();
  }, 240_000);
});
