import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { isSignedOutCheck, signInToStudio } from './studio-support.js';

// Issue 11's journey: an owner creates a page, adds a text block and an uploaded image, reorders
// them, undoes and redoes, sees the draft in the live preview (the server's own render), publishes,
// and visitors get both blocks in the new order; a second owner's stale save gets 'changed
// elsewhere'. axe runs on each screen on the way.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function blockNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Blocks' });
  return list
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

async function addBlock(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('heading', { name: `${name} block`, level: 2 }).waitFor();
}

describe('building a page in the studio', () => {
  it('creates, fills, reorders, previews and publishes a page that visitors then see', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site, undefined, '/config/pages');
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Main navigation' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByLabel('Page title').fill('Studio Journey');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('heading', { name: 'Studio Journey', level: 1 }).waitFor();

    await addBlock(page, 'Text');
    const text = page.locator('[contenteditable="true"][aria-label="Text"]');
    await text.click();
    await text.pressSequentially('Words written in the journey');

    await addBlock(page, 'Image');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 110, b: 160 } },
    })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Replace image' }).waitFor();
    await page.getByLabel('Alt text').fill('A blue harbour');
    expect(await blockNames(page)).toEqual(['Edit Text block 1', 'Edit Image block 2']);
    expect(await seriousViolations(page)).toEqual([]);

    // The image goes first: its handle picked up with Space, moved up, dropped.
    const handle = page.getByRole('button', { name: 'Drag to reorder Image block 2' });
    await handle.focus();
    // dnd-kit's keyboard sensor measures the list between key presses (one animation frame each).
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => blockNames(page)).toEqual(['Edit Image block 1', 'Edit Text block 2']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => blockNames(page)).toEqual(['Edit Text block 1', 'Edit Image block 2']);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => blockNames(page)).toEqual(['Edit Image block 1', 'Edit Text block 2']);

    // Saved, the live preview shows the server's render of the draft; a click there selects.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Draft saved').waitFor();
    const preview = page.frameLocator('iframe[title="Page preview"]');
    await preview.getByText('Words written in the journey').waitFor();
    await preview.locator('img[alt="A blue harbour"]').waitFor();
    await preview.getByText('Words written in the journey').click();
    await page.getByRole('heading', { name: 'Text block', level: 2 }).waitFor();
    await page.locator('label', { hasText: /^Phone$/ }).click();
    await expect.poll(() => page.locator('iframe[title="Page preview"]').getAttribute('width')).toBe('390');
    await screenshot(page, 'studio-editor-preview');

    // Still a draft: visitors do not see it yet.
    const pageUrl = `${kit.site.url}/studio-journey`;
    expect(await (await fetch(pageUrl)).text()).not.toContain('Words written in the journey');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Studio Journey is live.').waitFor();
    const visitor = await context.browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const publicPage = await visitor.newPage();
    await publicPage.goto(pageUrl);
    const html = await publicPage.content();
    const image = html.indexOf('alt="A blue harbour"');
    const words = html.indexOf('Words written in the journey');
    expect(image).toBeGreaterThan(0);
    expect(words).toBeGreaterThan(image);
    expect(html).not.toContain('data-preview-block');
    await visitor.close();

    expect(problems.consoleErrors.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await context.close();
  });

  // Issue 19: list blocks edited in the studio are saved as their loaders read them, so the
  // preview (the server's render of the draft) shows what the owner typed.
  it('shows an accordion and social links edited in the studio in the live preview', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site, undefined, '/config/pages');
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByLabel('Page title').fill('Questions');
    await page.getByRole('dialog').getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('heading', { name: 'Questions', level: 1 }).waitFor();

    await addBlock(page, 'Accordion');
    await page.getByRole('button', { name: 'Add item' }).click();
    const second = page.getByRole('group', { name: 'Item 2' });
    await second.getByRole('textbox', { name: 'Title' }).fill('Do you dye to order?');
    const content = second.locator('[contenteditable="true"][aria-label="Content"]');
    await content.click();
    await content.pressSequentially('Yes, in six weeks.');
    await page.getByRole('button', { name: 'Move item 2 up' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await addBlock(page, 'Social links');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Link 1' }).fill('https://www.instagram.com/dyeworks');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Draft saved').waitFor();
    const preview = page.frameLocator('iframe[title="Page preview"]');
    const items = preview.locator('.accordion__title');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(['Do you dye to order?', 'A question visitors ask']);
    // A click in the preview selects the block rather than opening the panel: the answer is there, folded.
    await preview
      .locator('details.accordion__item', { hasText: 'Do you dye to order?' })
      .locator('.accordion__content', { hasText: 'Yes, in six weeks.' })
      .waitFor({ state: 'attached' });
    await preview.locator('a.social-link--instagram[href="https://www.instagram.com/dyeworks"]').waitFor();
    await screenshot(page, 'studio-editor-accordion');

    expect(problems.consoleErrors.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    expect(problems.failedRequests.filter((p) => !isSignedOutCheck(p))).toEqual([]);
    await context.close();
  });

  it("shows 'changed elsewhere' to the second owner whose save is based on an older version", async () => {
    const first = await newPage(kit.browser, { viewport: DESKTOP });
    const second = await newPage(kit.browser, { viewport: DESKTOP });
    for (const { page } of [first, second]) {
      await signInToStudio(page, kit.site, undefined, '/config/pages');
      await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
      await page.getByRole('button', { name: 'Add block' }).waitFor();
    }
    await addBlock(first.page, 'Spacer');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.page.getByText('Draft saved').waitFor();

    await addBlock(second.page, 'Quote');
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = second.page.getByRole('alert').filter({ hasText: 'changed elsewhere' });
    await alert.waitFor();
    expect(await seriousViolations(second.page)).toEqual([]);
    await alert.getByRole('button', { name: 'Load the latest version' }).click();
    const theirs = await blockNames(first.page);
    expect(theirs).toContain('Edit Spacer block 2');
    await expect.poll(() => blockNames(second.page)).toEqual(theirs);
    await first.context.close();
    await second.context.close();
  });
});
