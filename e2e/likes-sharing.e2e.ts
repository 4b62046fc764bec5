import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 19's likes journey: the owner turns on likes and two share buttons in Settings; a visitor
// likes a journal post once (a second click and a reload count nothing more), a second visitor's
// like makes two, and the share links are plain links to the services.
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

async function firstPostUrl(): Promise<string> {
  const response = await fetch(`${kit.site.url}/journal?format=json`);
  const context = (await response.json()) as { items?: { fullUrl: string }[] };
  const url = context.items?.[0]?.fullUrl;
  if (!url) throw new Error('the demo journal lists no posts');
  return url;
}

describe('likes and share buttons', () => {
  it('counts a visitor’s like once, and shows the share links the owner chose', async () => {
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(owner.page, kit.site);
    await owner.page.getByRole('link', { name: 'Settings', exact: true }).click();
    const likes = owner.page.getByRole('switch', { name: 'Visitors can like blog posts and events' });
    await likes.waitFor();
    expect(await likes.isChecked()).toBe(false);
    await likes.check({ force: true });
    await owner.page.getByRole('checkbox', { name: 'Pinterest' }).check({ force: true });
    await owner.page.getByRole('checkbox', { name: 'Facebook' }).check({ force: true });
    await owner.page.getByRole('group', { name: 'Likes and sharing' }).scrollIntoViewIfNeeded();
    await owner.page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
    expect(await seriousViolations(owner.page)).toEqual([]);
    await owner.page.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.page.getByText('Settings saved').waitFor();
    await screenshot(owner.page, 'studio-likes-sharing');

    const post = await firstPostUrl();
    const alice = await newPage(kit.browser, { viewport: DESKTOP });
    await alice.page.goto(`${kit.site.url}${post}`);
    // The island is live once React has hydrated it (the server HTML's button does nothing).
    await alice.page.locator('[data-island="like-button"][data-hydrated="true"]').waitFor();
    const like = alice.page.getByRole('button', { name: /^Like \d+$/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = Number((await like.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await like.click();
    const liked = alice.page.getByRole('button', { name: `Like ${before + 1}` });
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    await liked.click();
    expect(await seriousViolations(alice.page)).toEqual([]);
    await screenshot(alice.page, 'post-liked');

    // Links to the services' share pages, in the services' order, no third-party script.
    const share = alice.page.locator('.ts-share-buttons__link');
    expect(
      await share.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).host)),
    ).toEqual(['www.facebook.com', 'pinterest.com']);

    // The page's micro-caches hold for 2 s at most; after that a reload shows the stored count.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await alice.page.reload();
    const reloaded = alice.page.getByRole('button', { name: `Like ${before + 1}` });
    await expect.poll(() => reloaded.getAttribute('aria-pressed')).toBe('true');

    const bob = await newPage(kit.browser, { viewport: DESKTOP });
    await bob.page.goto(`${kit.site.url}${post}`);
    await bob.page.locator('[data-island="like-button"][data-hydrated="true"]').waitFor();
    await bob.page.getByRole('button', { name: `Like ${before + 1}` }).click();
    await bob.page.getByRole('button', { name: `Like ${before + 2}`, pressed: true }).waitFor();

    for (const { problems } of [owner, alice, bob]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
  });
});
