import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInOwner } from './owner-api.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's splash page and commerce e-mail preview journeys. The owner makes a cover page
// through the owner API (one of the demo's photos behind it); a visitor opens it full-screen —
// no header, navigation or footer, no island script — and axe finds nothing serious. Then the
// owner opens the studio's E-mail preview and reads the demo's newest order as its e-mails.
const kit = useSiteAndBrowser();

interface FileDto {
  id: string;
  contentType: string;
}

describe('splash page (type 3)', () => {
  it('shows the owner’s cover-page slide full-screen, without the site around it, accessibly', async () => {
    const owner = await signInOwner(kit.site);
    const { files } = await owner.send<{ files: FileDto[] }>('GET', '/api/admin/files?kind=image&limit=1');
    const image = files[0];
    if (!image) throw new Error('the demo has no image');
    const created = await owner.send<{ page: { id: string } }>('POST', '/api/admin/cover-pages', {
      urlId: 'coming-soon',
      coverPage: {
        title: 'The spring collection is coming',
        description: 'Linen, wool and clay, in the shop from 1 April.',
        backgroundImageFileId: image.id,
        backgroundAltText: '',
        buttons: [
          { label: 'Shop now', url: '/shop' },
          { label: 'Write to us', url: 'mailto:hello@example.org' },
        ],
      },
    });
    await owner.close();

    const { page, problems } = await newPage(kit.browser, { viewport: { width: 1280, height: 800 } });
    const opened = await page.goto(`${kit.site.url}/coming-soon`);
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { name: 'The spring collection is coming', level: 1 }).waitFor();
    expect(await page.locator('header, nav, footer').count()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"], [data-island]').count()).toBe(0);
    const cover = page.locator('.cover-page');
    const box = await cover.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(800);
    await page.getByRole('link', { name: 'Shop now' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'splash-page');
    await page.getByRole('link', { name: 'Shop now' }).click();
    await page.waitForURL(/\/shop$/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });

    // The owner changes the headline in the studio's cover-page editor; the public page shows it.
    const studio = await newPage(kit.browser, { viewport: { width: 1280, height: 900 } });
    await signInToStudio(studio.page, kit.site, undefined, `/config/pages/${created.page.id}/cover`);
    await studio.page.getByRole('heading', { name: 'Edit cover page', level: 1 }).waitFor();
    const preview = studio.page.frameLocator('iframe[title="Page preview"]');
    await preview.getByRole('heading', { name: 'The spring collection is coming', level: 1 }).waitFor();
    const headline = studio.page.getByRole('textbox', { name: 'Headline' });
    await headline.fill('The spring collection is here');
    await studio.page.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Left' });
    await studio.page.getByRole('button', { name: 'Undo' }).click();
    await studio.page.getByRole('button', { name: 'Redo' }).click();
    await studio.page.getByRole('button', { name: 'Save' }).click();
    await studio.page.getByText('Cover page saved').waitFor();
    // The preview is the server's render of the saved slide, reloaded after the save.
    await preview.getByRole('heading', { name: 'The spring collection is here', level: 1 }).waitFor();
    expect(await seriousViolations(studio.page)).toEqual([]);
    await screenshot(studio.page, 'studio-cover-page-editor');
    expect(studio.problems).toEqual({ consoleErrors: [], failedRequests: [] });

    // A browser that has not kept the page (pages may be cached for a minute) sees the new slide.
    const visitor = await newPage(kit.browser, { viewport: { width: 390, height: 844 } });
    await visitor.page.goto(`${kit.site.url}/coming-soon`);
    await visitor.page.getByRole('heading', { name: 'The spring collection is here', level: 1 }).waitFor();
    expect(await visitor.page.locator('.cover-page--left').count()).toBe(1);
    // The background image is the LCP element: responsive, fetched first.
    const hero = visitor.page.locator('img.cover-page__image');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('sizes')).toBe('100vw');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(visitor.problems).toEqual({ consoleErrors: [], failedRequests: [] });
  }, 180_000);
});

describe('commerce e-mail preview (type 301) in the studio', () => {
  it('lists the shop’s e-mails and shows each from the newest order in a sandboxed frame', async () => {
    const { page, problems } = await newPage(kit.browser, { viewport: { width: 1280, height: 900 } });
    await signInToStudio(page, kit.site, undefined, '/config/email-preview');
    await page.getByRole('heading', { name: 'E-mail preview', level: 1 }).waitFor();
    const frame = page.getByTitle('E-mail preview');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('#');
    await page.getByText(/^Shown with order #\d+\. Nothing is sent\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'studio-email-preview');

    const nav = page.getByRole('navigation', { name: 'Commerce e-mails' });
    await nav.getByRole('button', { name: 'Review request' }).click();
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('Write your reviews');
    const body = page.frameLocator('iframe[title="E-mail preview"]').locator('body');
    expect(await body.textContent()).toContain('How do you like what you bought?');
    await nav.getByRole('button', { name: 'Back in stock' }).click();
    await expect
      .poll(async () => (await frame.getAttribute('srcdoc')) ?? '')
      .toContain('is back in stock at');
    // A subscriber's own change is a plain-text e-mail: shown as its text, not in the frame.
    await nav.getByRole('button', { name: 'Subscription paused' }).click();
    await page
      .getByLabel('E-mail text')
      .getByText(/is paused\. No renewal is charged until you resume it\./)
      .waitFor();
    expect(await page.getByTitle('E-mail preview').count()).toBe(0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  }, 120_000);
});
