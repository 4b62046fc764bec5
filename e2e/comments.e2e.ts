import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's comments journey: a guest comments on a demo journal post (solving the self-hosted
// captcha), the comment waits unseen, the owner approves it in the studio's Comments screen, and
// the post then shows it under '1 Comment'.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };
const TEXT = 'The indigo notes helped with my first vat.';

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
});
