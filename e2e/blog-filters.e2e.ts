import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';

// Issue 19's blog filters: a visitor reading a demo journal post clicks one of its tags and gets the
// journal filtered by that tag, named under the heading, with the post among those listed and a
// link back to every post.
const kit = useSiteAndBrowser();

interface Post {
  title: string;
  fullUrl: string;
  tags: string[];
}

async function taggedPost(): Promise<Post> {
  const response = await fetch(`${kit.site.url}/journal?format=json`);
  const context = (await response.json()) as { items?: Post[] };
  const post = context.items?.find((p) => p.tags.length > 0);
  if (!post) throw new Error('the demo journal lists no tagged post');
  return post;
}

describe('blog filters', () => {
  it('takes a visitor from a post’s tag to the journal filtered by it', async () => {
    const post = await taggedPost();
    const tag = post.tags[0] ?? '';
    const { page } = await newPage(kit.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${kit.site.url}${post.fullUrl}`);
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === tag);
    expect(await page.locator('.collection-filter').textContent()).toContain(`Tagged “${tag}”`);
    expect(await page.title()).toMatch(
      new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — Journal`),
    );
    await page.getByRole('heading', { name: post.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'journal-filtered-by-tag');
    await page.getByRole('link', { name: 'Show all posts' }).click();
    await page.waitForURL((url) => url.pathname === '/journal' && url.search === '');
    expect(await page.locator('.collection-filter').count()).toBe(0);
  });
});
