import { render } from '@tessera/template';
import { describe, expect, it } from 'vitest';
import { PLATFORM_PLUGINS } from '@tessera/server/render';
import { renderSamplePage, themeTemplates } from './testing/render-theme.js';
import { blogBlocks } from './testing/sample-blocks.js';
import { filteredJournalPage, postPage } from './testing/sample-pages.js';

const partials = Object.fromEntries(themeTemplates());

function renderBlock(block: Record<string, unknown>): string {
  const { html, errors } = render(
    '{@|block}',
    { ...block, website: { timeZone: 'America/New_York' } },
    { partials, plugins: PLATFORM_PLUGINS },
  );
  expect(errors).toEqual([]);
  return html;
}

describe('a filtered list', () => {
  it('names its filters under the heading and in the page title, with a way back to all posts', async () => {
    const { html, problems } = await renderSamplePage('collections/generic.list', filteredJournalPage(false));
    expect(problems).toEqual([]);
    expect(html).toContain(
      '<p class="meta collection-filter">By Ana · Posted in March 2026 · <a href="/journal">Show all posts</a></p>',
    );
    expect(html).toMatch(/<title>Ana — March 2026 — Journal — /);
  });

  it('says that nothing matches instead of showing an empty page', async () => {
    const { html } = await renderSamplePage('collections/generic.list', filteredJournalPage(true));
    expect(html).toContain('Tagged “raku” · <a href="/journal">Show all posts</a>');
    expect(html).toContain(
      '<p class="empty-state">No posts match this filter. <a href="/journal">Show all posts</a></p>',
    );
    expect(html).not.toContain('Nothing has been published here yet.');
  });
});

describe('a post', () => {
  it('links its tags and categories to the filtered list of its collection', async () => {
    const { html } = await renderSamplePage('collections/generic.item', postPage());
    expect(html).toContain('<li><a class="chip" href="/journal?tag=wood%20firing">wood firing</a></li>');
    expect(html).toContain('<li><a class="chip" href="/journal?category=Process">Process</a></li>');
  });
});

describe('the blog blocks', () => {
  const [cloud, byTag, byCategory, byAuthor, byMonth] = blogBlocks('Journal &amp; more');

  it('draws the tag cloud sized by use, each tag linking to the filtered list, names escaped', () => {
    const html = renderBlock(cloud ?? {});
    expect(html).toContain('<nav class="block block--tagcloud" aria-label="Journal &amp;amp; more">');
    expect(html).toContain(
      '<a class="tag-cloud__tag tag-cloud__tag--1" href="/journal?tag=glaze%20%26%20colour">glaze &amp; colour<span class="ts-visually-hidden"> (1 post)</span></a>',
    );
    expect(html).toContain(
      'tag-cloud__tag--5" href="/journal?tag=kiln">kiln<span class="ts-visually-hidden"> (4 posts)',
    );
  });

  it('lists tags, categories, authors and months with their counts and filtered links', () => {
    expect(renderBlock(byTag ?? {})).toContain(
      'aria-label="Posts by tag">\n\n<ul class="bare archive-list">\n<li><a href="/journal?tag=kiln">kiln</a> <span class="meta">(4)</span></li>',
    );
    expect(renderBlock(byCategory ?? {})).toContain(
      '<a href="/journal?category=Studio">Studio</a> <span class="meta">(3)</span>',
    );
    expect(renderBlock(byAuthor ?? {})).toContain('<a href="/journal?author=a-1">Ana &lt;Potter&gt;</a>');
    expect(renderBlock(byMonth ?? {})).toContain(
      '<a href="/journal?month=2026-03">March 2026</a> <span class="meta">(5)</span>',
    );
  });
});
