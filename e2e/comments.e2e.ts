import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's comments journey: a guest comments on a demo journal post (solving the self-hosted
// captcha), the comment waits unseen, the owner approves it in the studio's Comments screen, and
// the post then shows it under '1 Comment'; the owner then answers it from the studio as the site.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const TEXT = 'The indigo notes helped with my first vat.';
const PLAIN_TEXT = 'Written with scripts switched off.';
const READER_TEXT = 'Signed in, and still no scripts.';
const READER_EMAIL = `cy.reader.${Date.now()}@example.com`;
const READER_PASSWORD = 'violet kiln tuesday harbour';
const REPLY_TEXT = 'Glad the vat worked: keep it warm overnight.';

async function firstPostUrl(): Promise<string> {
  const response = await fetch(`${kit.site.url}/journal?format=json`);
  const context = (await response.json()) as { items?: { fullUrl: string }[] };
  const url = context.items?.[0]?.fullUrl;
  if (!url) throw new Error('the demo journal lists no posts');
  return url;
}

/** The page's micro-caches hold for 2 s at most. */
const afterCaches = () => new Promise((resolve) => setTimeout(resolve, 2_100));

describe('comments', () => {
  it('takes a guest comment through moderation to the page', async () => {
    const post = await firstPostUrl();
    const guest = await newPage(kit.browser, { viewport: DESKTOP });
    await guest.page.goto(`${kit.site.url}${post}`);
    await guest.page.locator('[data-island="comments"][data-hydrated="true"]').waitFor();
    const form = guest.page.getByRole('form', { name: 'Add a comment' });
    expect(await guest.page.getByRole('heading', { name: 'No Comments' }).count()).toBe(1);
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Guest');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada.guest@example.org');
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(TEXT);
    expect(await seriousViolations(guest.page)).toEqual([]);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await form.getByText('Your comment is awaiting moderation.').waitFor({ timeout: 20_000 });
    await screenshot(guest.page, 'comment-awaiting-moderation');

    await afterCaches();
    await guest.page.reload();
    await guest.page.locator('[data-island="comments"]').waitFor();
    expect(await guest.page.getByText(TEXT).count()).toBe(0);

    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(owner.page, kit.site);
    await owner.page.getByRole('link', { name: 'Comments', exact: true }).click();
    await owner.page.getByText(TEXT).waitFor();
    expect(await seriousViolations(owner.page)).toEqual([]);
    await owner.page.getByRole('button', { name: 'Approve comment by Ada Guest' }).click();
    await owner.page.getByText(TEXT).waitFor({ state: 'detached' });
    await screenshot(owner.page, 'studio-comment-approved');

    await afterCaches();
    await guest.page.reload();
    await guest.page.getByRole('article', { name: 'Comment by Ada Guest' }).waitFor();
    expect(await guest.page.getByText(TEXT).count()).toBe(1);
    expect(await guest.page.getByRole('heading', { name: '1 Comment' }).count()).toBe(1);
    expect(await guest.page.getByRole('link', { name: '1 Comment' }).count()).toBe(1);
    expect(await guest.page.content()).not.toContain('ada.guest@example.org');
    expect(await seriousViolations(guest.page)).toEqual([]);
    await screenshot(guest.page, 'comment-on-page');

    for (const { problems } of [guest, owner]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
  });

  it('posts without JavaScript: a guest is told the captcha needs the script, a signed-in reader is heard', async () => {
    const post = await firstPostUrl();
    const noScript = await newPage(kit.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = noScript;
    await page.goto(`${kit.site.url}${post}`);
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Bo Guest');
    await form.getByRole('textbox', { name: 'Email' }).fill('bo.guest@example.org');
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(PLAIN_TEXT);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await page.waitForURL(/commentResult=/);
    expect(await form.getByRole('status').textContent()).toBe('Complete CAPTCHA before submitting.');
    // What the guest typed is still there to post again once the script can run.
    expect(await form.getByRole('textbox', { name: 'Comment', exact: true }).inputValue()).toBe(PLAIN_TEXT);
    // (axe runs in the page's script, so it cannot check this page; the island is checked above.)
    await screenshot(page, 'comment-no-js-captcha');
    // Shown once: the same address tells nothing more.
    await page.reload();
    expect(await form.getByRole('status').textContent()).toBe('');

    // A reader who signed in (with the script, in another tab) posts under their account without it.
    const account = await newPage(kit.browser, { viewport: DESKTOP });
    await account.page.goto(`${kit.site.url}/account/signup`);
    await account.page.getByLabel('Name').fill('Cy Reader');
    await account.page.getByLabel('Email').fill(READER_EMAIL);
    await account.page.getByLabel('Password', { exact: true }).fill(READER_PASSWORD);
    await account.page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => account.page.locator('.account-notice').textContent())
      .toContain('Check your email');
    await account.page.goto(`${kit.site.url}/account/login`);
    await account.page.getByLabel('Email').fill(READER_EMAIL);
    await account.page.getByLabel('Password').fill(READER_PASSWORD);
    await account.page.getByRole('button', { name: 'Sign in' }).click();
    await account.page.waitForURL(/\/account$/);
    await noScript.context.addCookies(await account.context.cookies());
    await page.goto(`${kit.site.url}${post}`);
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(READER_TEXT);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await page.waitForURL(/commentResult=/);
    expect(await form.getByRole('status').textContent()).toBe('Your comment is awaiting moderation.');
    expect(await form.getByRole('textbox', { name: 'Comment', exact: true }).inputValue()).toBe('');
    await screenshot(page, 'comment-no-js-posted');

    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(owner.page, kit.site);
    await owner.page.getByRole('link', { name: 'Comments', exact: true }).click();
    await owner.page.getByText(READER_TEXT).waitFor();
    expect(await owner.page.getByRole('button', { name: 'Approve comment by Cy Reader' }).count()).toBe(1);
    expect(await owner.page.getByText(PLAIN_TEXT).count()).toBe(0);

    // (The page without scripts is not checked: its browser refuses the module preloads on purpose.)
    for (const { problems } of [account, owner]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
  });
  it('lets the owner reply in the studio; the reply shows on the post under the comment', async () => {
    const post = await firstPostUrl();
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(owner.page, kit.site);
    await owner.page.getByRole('link', { name: 'Comments', exact: true }).click();
    await owner.page.getByRole('tab', { name: 'Approved' }).click();
    await owner.page.getByText(TEXT).waitFor();
    await owner.page.getByRole('button', { name: 'Reply', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Reply to Ada Guest' });
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill(REPLY_TEXT);
    expect(await seriousViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'studio-comment-reply');
    await dialog.getByRole('button', { name: 'Post reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The reply is public at once: it is in the Approved list.
    await owner.page.getByText(REPLY_TEXT).waitFor();

    await afterCaches();
    const reader = await newPage(kit.browser, { viewport: DESKTOP });
    await reader.page.goto(`${kit.site.url}${post}`);
    const thread = reader.page.locator('li.ts-comment', {
      has: reader.page.getByRole('article', { name: 'Comment by Ada Guest' }),
    });
    // Nested in Ada's thread, not beside it.
    await thread.locator('.ts-comments__replies').getByText(REPLY_TEXT).waitFor();
    expect(await reader.page.getByRole('heading', { name: '2 Comments' }).count()).toBe(1);
    expect(await seriousViolations(reader.page)).toEqual([]);
    await screenshot(reader.page, 'comment-reply-on-page');

    for (const { problems } of [owner, reader]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
  });
});
